// First: the browser's zod settings, before any module that could bring zod.
import './zod-browser';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApp } from './app/create-app';
import { AppProviders } from './app/providers';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { queryClient, router } = createApp((routes) => createBrowserRouter(routes));

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
