import { LoginModal } from 'loginkit/ui';
import { SessionPanel } from './session-panel';

export default function Page() {
  return (
    <main className="example">
      <h1>loginkit with Next.js</h1>
      <SessionPanel />
      <LoginModal />
    </main>
  );
}
