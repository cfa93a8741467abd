import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadLandingScreen } from './router/landingPreload';

// Before React renders: the landing screen's chunk of a signed-in visitor starts now (issue 19 item 3).
preloadLandingScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
