import { WelcomePanel } from '../../../features/welcome/components/welcome-panel';

export function WelcomeRoute() {
  return <WelcomePanel />;
}
