import { paths } from '@pulse/shared/paths';
import { Link } from 'react-router';
import './errors.css';

type NotFoundProps = {
  // 'div' inside the dashboard's shell, whose top bar already holds the page's heading.
  as?: 'main' | 'div';
  // The way back from a record that does not exist (a wrong id in the URL): its list.
  back?: { href: string; label: string };
};

export const NotFound = ({ as: Landmark = 'main', back }: NotFoundProps) => {
  const Heading = Landmark === 'main' ? 'h1' : 'h2';
  return (
    <Landmark className="error-screen">
      <Heading>Page not found</Heading>
      <p>The page you are looking for does not exist or has moved.</p>
      {back ? (
        <Link to={back.href}>{back.label}</Link>
      ) : (
        <Link to={paths.home.getHref()}>Go to the home page</Link>
      )}
    </Landmark>
  );
};
