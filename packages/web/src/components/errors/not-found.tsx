import { Link } from 'react-router';
import { paths } from '../../config/paths';
import './errors.css';

export const NotFound = ({ as: Landmark = 'main' }: { as?: 'main' | 'div' }) => (
  <Landmark className="error-screen">
    <h1>Page not found</h1>
    <p>The page you are looking for does not exist or has moved.</p>
    <Link to={paths.home.getHref()}>Go to the home page</Link>
  </Landmark>
);
