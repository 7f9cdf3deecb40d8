/* global window */
// The crypto benchmark in the browser: the bench runner calls window.runCryptoBench.
import { runCryptoBench } from '../crypto-cases.mjs';

window.runCryptoBench = runCryptoBench;
window.benchReady = true;
