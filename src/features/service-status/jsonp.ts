/**
 * A JSONP call under a strict Content-Security-Policy: the script comes from
 * our own origin (script-src 'self'), its callback name is checked against
 * the server's rule, and the global it calls exists only while it runs.
 */
export const JSONP_CALLBACK_PATTERN = /^[A-Za-z_$][\w$]{0,63}$/;
export const JSONP_TIMEOUT_MS = 15_000;

let counter = 0;

export function loadJsonp<T>(url: string, doc: Document = document, timeoutMs = JSONP_TIMEOUT_MS): Promise<T> {
  const name = `__hashvaleJsonp${Date.now().toString(36)}${counter++}`;
  if (!JSONP_CALLBACK_PATTERN.test(name)) throw new Error(`Bad JSONP callback name ${name}`);
  const target = doc.defaultView as unknown as Record<string, unknown>;
  const script = doc.createElement('script');
  const separator = url.includes('?') ? '&' : '?';
  script.src = `${url}${separator}callback=${encodeURIComponent(name)}`;
  script.async = true;
  return new Promise<T>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      delete target[name];
      script.remove();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('The status monitor did not answer'));
    }, timeoutMs);
    target[name] = (data: T) => {
      cleanup();
      resolve(data);
    };
    script.onerror = () => {
      cleanup();
      reject(new Error('The status monitor could not be loaded'));
    };
    doc.head.appendChild(script);
  });
}
