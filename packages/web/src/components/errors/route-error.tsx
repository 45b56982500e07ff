import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './not-found';
import './errors.css';

// Inside the dashboard shell the page already has its <main>, so the error renders as a <div> there.
export const RouteError = ({ as: Landmark = 'main' }: { as?: 'main' | 'div' }) => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound as={Landmark} />;
  return (
    <Landmark className="error-screen">
      <h1>Something went wrong</h1>
      <p>
        Pulse could not show this page. Your data is safe; reloading usually helps. If it keeps happening,
        please try again in a few minutes.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </Landmark>
  );
};
