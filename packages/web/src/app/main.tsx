// Before anything that builds a schema.
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's provider carries ReactDOM.flushSync, which navigations that must show at once
// (a field kept in the address) ask for.
import { RouterProvider } from 'react-router/dom';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
