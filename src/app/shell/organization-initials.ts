/** Up to two initials of a name ("Acme Mining Ltd" -> "AM"); "?" for an empty one. */
export function organizationInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
