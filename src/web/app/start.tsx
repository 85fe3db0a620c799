// The app itself: loaded by main.tsx after the opened screen's code and data have started loading.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './serviceWorker';

createRoot(document.getElementById('root')!).render(<App />);
registerServiceWorker();
