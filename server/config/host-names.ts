// One spelling of a host name, so a domain written with a port, capitals or a trailing dot is the same host as
// the plain one: the duplicate-domain check and the merchant resolution compare these keys.

/** Lower case, without the port and without the trailing dot of a fully qualified name. */
export function hostKey(host: string): string {
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}
