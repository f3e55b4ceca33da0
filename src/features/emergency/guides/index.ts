/** What to do and whom to call: the hand signal guide and the country's hotlines. */
export { HandSignalGuide } from './HandSignalGuide';
export { HotlineList } from './HotlineList';
