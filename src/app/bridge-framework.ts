/**
 * The libraries of the bridge page's application, evaluated on their own (bridge-main.ts loads
 * this module, yields, then the application): two shorter tasks on a slow phone instead of one.
 */
import 'react-dom/client';
import 'react-redux';
import 'react-router';
import '@reduxjs/toolkit/query/react';
