// The page's first module is small on purpose. A module runs only once every module it imports has
// loaded, so importing the app here would hold back the early start until all of React, Mantine
// and the shell had arrived. Instead the opened screen's code and first reads start now
// (earlyStart), and the app's code loads beside them.
import './app/earlyStart';

void import('./app/start');
