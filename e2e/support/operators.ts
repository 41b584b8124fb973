// HomeBid's operators (the console's staff) for the browser tests. A fresh test server has no users, so its first admin
// is made the way a deployment makes one: the person registers, then the server starts again with their e-mail in
// ADMIN_EMAILS (issue 28: "The first admin is made on the command line ... or by ADMIN_EMAILS at start"). The demo
// data has its own operator, whom the server prints with the demo accounts.
import { rmSync } from 'node:fs';
import { startServer, type RunningServer } from './server';
import { callApi, registerUser, signInUser } from './users';

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/**
 * A server whose database holds one admin: `admin` registers (and chooses to be a home owner, as the sign-up wizard
 * would have them), the server stops and starts again on the same data (PGlite on disk) with ADMIN_EMAILS naming
 * them. Its url changes with the restart: open browser pages only afterwards. stop() also removes the data.
 */
export async function startServerWithAdmin(env: Record<string, string> = {}, name = 'Olivia Operator'): Promise<{ server: RunningServer; admin: Credentials }> {
  const first = await startServer({ ...env, PGLITE_DIR: '' });
  const dataDir = first.dataDir;
  let second: RunningServer | undefined;
  try {
    const user = await registerUser(first.url, { name });
    await user.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    const admin: Credentials = { name, email: user.email, password: user.password };
    await first.stop({ keepData: true });
    second = await startServer({ ...env, PGLITE_DIR: '', DATA_DIR: dataDir, ADMIN_EMAILS: admin.email });
    const signedIn = await signInUser(second.url, admin);
    const me = await callApi(second.url, '/admin/me', { cookie: signedIn.cookie });
    if (me.status !== 200) throw new Error(`${admin.email} is no admin after a start with ADMIN_EMAILS: ${me.status} ${JSON.stringify(me.data)}`);
    const restarted = second;
    const server: RunningServer = {
      ...restarted,
      dataDir,
      stop: async (options) => {
        await restarted.stop(options);
        if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
      },
    };
    return { server, admin };
  } catch (error) {
    // nothing of it may run on or stay behind (stopping a stopped server does nothing)
    await first.stop({ keepData: true });
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The demo data's operator (an admin), as the server printed it with the demo accounts and their password. */
export function readDemoOperator(logs: string): { email: string; password: string } | null {
  const email = /^\s+(\S+@\S+)\s+\(admin\b/m.exec(logs)?.[1];
  const password = /password for all of them: (\S+)/.exec(logs)?.[1];
  return email && password ? { email, password } : null;
}
