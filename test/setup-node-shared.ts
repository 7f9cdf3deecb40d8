// Setup for the node test files that share one module graph per worker (vite.config.ts, project
// `node`): each file starts with an empty IndexedDB, as it would in a process of its own, so no
// file sees keys or sessions another file stored.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';

globalThis.indexedDB = new IDBFactory();
