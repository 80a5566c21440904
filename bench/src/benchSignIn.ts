import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';

/** The account the benchmarks search as: a trader, like most of the portal's users. */
export const BENCH_USER = { username: 'bench-trader', password: 'bench password 1', roles: ['trader'] };

/** The sample trader every portal with sample data has (docs/signing-in.md). */
export const SAMPLE_TRADER = { username: 'trader', password: 'trader-sample' };

/** A fresh access token (they live 5 minutes), through the real sign-in as a browser does it. */
export async function signIn(
  url: string,
  account: { readonly username: string; readonly password: string } = BENCH_USER,
): Promise<string> {
  const flow = new SignInFlow(fetchTransport(url), {
    publicUrl: url,
    username: account.username,
    password: account.password,
  });
  return `Bearer ${(await flow.signIn()).tokens.access_token}`;
}
