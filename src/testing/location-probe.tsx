import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Shows the router's path and query, decoded, inside the rendered tree (read by `currentLocation`). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{decodeURIComponent(location.pathname + location.search)}</output>;
}

/** The path and query the LocationProbe shows. */
export const currentLocation = () => screen.getByTestId('location').textContent;
