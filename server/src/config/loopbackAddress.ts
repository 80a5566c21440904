/**
 * Whether a URL's host is this machine (localhost, 127.0.0.0/8, ::1): the only place where plain http may
 * carry sign-in traffic, since nothing on the way can read it.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
