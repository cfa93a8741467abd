export {
  createLiveChannel,
  type LiveChannel,
  type LiveChannelOptions,
  type LiveChannelState,
  type LiveSocket,
  type LiveSocketFactory,
  liveAuthMessage,
  liveChannelUrl,
  reconnectDelay,
} from './liveChannel';
export { parseLiveMessage } from './parseLiveMessage';
