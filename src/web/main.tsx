// First: what the opened screen needs starts loading before the rest of the app's code runs.
import './app/earlyStart';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';

createRoot(document.getElementById('root')!).render(<App />);
registerServiceWorker();
