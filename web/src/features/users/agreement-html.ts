/**
 * The agreement's HTML without a first heading that repeats its title: the screen shows the title
 * as its own heading (spec §2.15), and agreements written with the title inside their content
 * would otherwise show it twice. Takes HTML already sanitised.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  const isHeading = first !== null && /^H[1-6]$/.test(first.tagName);
  if (!isHeading || first.textContent?.trim() !== title.trim()) return html;
  first.remove();
  return template.innerHTML.trim();
}
