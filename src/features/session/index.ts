export { addSessionListeners } from './sessionListeners';
export { watchSessionEvents } from './watchSessionEvents';
