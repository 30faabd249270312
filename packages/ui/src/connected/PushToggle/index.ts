export { PushToggle } from './PushToggle.tsx';
export {
  browserPushDevice,
  currentDeviceSubscription,
  PushDeviceContext,
  type DeviceSubscription,
  type PushDevice,
} from './pushDevice.ts';
