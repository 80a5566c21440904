import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';

/** The account the benchmarks search as: a trader, like most of the portal's users. */
export const BENCH_USER = { username: 'bench-trader', password: 'bench password 1', roles: ['trader'] };

/** A fresh access token (they live 5 minutes), through the real sign-in as a browser does it. */
export async function signIn(url: string): Promise<string> {
  const flow = new SignInFlow(fetchTransport(url), {
    publicUrl: url,
    username: BENCH_USER.username,
    password: BENCH_USER.password,
  });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}
