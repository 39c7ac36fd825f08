import { useLocation } from 'react-router';

/** Shows where navigation went, for tests that render one component at a time. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}
