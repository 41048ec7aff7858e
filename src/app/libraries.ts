/**
 * The libraries of the application, evaluated on their own: both entries (entry.ts, bridge-main.ts)
 * load this module, yield, then the application. Evaluating them is the longest piece of the
 * start-up; on its own it leaves the main thread free between it and the application's.
 */
import 'react-dom/client';
import 'react-redux';
import 'react-router';
import '@reduxjs/toolkit/query/react';
