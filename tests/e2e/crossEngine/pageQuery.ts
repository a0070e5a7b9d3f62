/**
 * Finding elements as a person names them (role and accessible name, or visible text), inside the
 * page, the same in every engine: WebKit's WebDriver has no accessibility queries and no preload
 * scripts, and the shop's CSP forbids `eval`, so `queryPage` is one self-contained function that the
 * driver sends whole with each call (no helper outside it, no import: only its source travels).
 *
 * The names follow the accessible-name rules the shop's markup needs (aria-labelledby, aria-label,
 * a control's labels, an image's alt, a fieldset's legend, the content of buttons, links, options,
 * headings, cells and tabs, then `title`); it is not a full implementation of the spec, and a name
 * it cannot compute fails the test that asks for it rather than matching something else.
 */

/** Text to match: a string is the whole name or text (whitespace collapsed); a pattern is searched. */
export type WireText = string | { source: string; flags: string };

export interface WireQuery {
  role?: string;
  name?: WireText;
  /** The innermost elements whose visible text matches. */
  text?: WireText;
  css?: string;
  /** Searched inside the first element this query finds. */
  within?: WireQuery;
  expanded?: boolean;
  level?: number;
  /**
   * Also elements that are not shown: that take no room on screen (a visually hidden input), or that
   * are hidden from assistive technology (a closed listbox kept in the page).
   */
  includeHidden?: boolean;
  nth?: number;
}

export type QueryOp = 'element' | 'count' | 'texts' | 'names' | 'attribute' | 'focused' | 'value' | 'box';

export function queryPage(query: WireQuery, op: QueryOp, argument?: string): unknown {
  const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (value: string, wanted: WireText) =>
    typeof wanted === 'string'
      ? normalize(value) === normalize(wanted)
      : new RegExp(wanted.source, wanted.flags).test(normalize(value));

  const hiddenFromTree = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true') return true;
      if (getComputedStyle(node).display === 'none') return true;
    }
    return getComputedStyle(element).visibility === 'hidden';
  };
  const takesRoom = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };

  const contentOf = (node: Node, root: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node !== root) {
      if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return '';
      const label = node.getAttribute('aria-label');
      if (label?.trim()) return ` ${label} `;
      // A control inside a label does not name it with its options or its value.
      if (node.localName === 'select' || node.localName === 'textarea' || node.localName === 'input') return '';
    }
    if (node instanceof HTMLImageElement) return node.alt;
    const inner = Array.from(node.childNodes, (child) => contentOf(child, root)).join('');
    return getComputedStyle(node).display.startsWith('inline') ? inner : ` ${inner} `;
  };

  const nameFromContent = new Set([
    'button',
    'link',
    'heading',
    'option',
    'tab',
    'cell',
    'columnheader',
    'menuitem',
    'checkbox',
    'radio',
    'switch',
    'treeitem',
    'tooltip',
  ]);

  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = element.localName;
    if (/^h[1-6]$/.test(tag)) return 'heading';
    const landmarkParent = () => element.parentElement?.closest('article, aside, main, nav, section');
    switch (tag) {
      case 'a':
      case 'area':
        return element.hasAttribute('href') ? 'link' : null;
      case 'button':
        return 'button';
      case 'input': {
        const { type } = element as HTMLInputElement;
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox' || type === 'radio') return type;
        if (type === 'number') return 'spinbutton';
        if (type === 'range') return 'slider';
        if (type === 'search') return element.hasAttribute('list') ? 'combobox' : 'searchbox';
        if (['text', 'email', 'tel', 'url'].includes(type))
          return element.hasAttribute('list') ? 'combobox' : 'textbox';
        return null;
      }
      case 'textarea':
        return 'textbox';
      case 'select': {
        const select = element as HTMLSelectElement;
        return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
      }
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'aside':
        return 'complementary';
      case 'dialog':
        return 'dialog';
      case 'fieldset':
        return 'group';
      case 'output':
        return 'status';
      case 'option':
        return 'option';
      case 'ul':
      case 'ol':
      case 'menu':
        return 'list';
      case 'li':
        return 'listitem';
      case 'img':
        return (element as HTMLImageElement).alt === '' && element.hasAttribute('alt') ? null : 'img';
      case 'header':
        return landmarkParent() ? null : 'banner';
      case 'footer':
        return landmarkParent() ? null : 'contentinfo';
      case 'section':
        return nameOf(element, 'region') ? 'region' : null;
      case 'form':
        return nameOf(element, 'form') ? 'form' : null;
      default:
        return null;
    }
  };

  function nameOf(element: Element, role: string | null): string {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normalize(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const target = document.getElementById(id);
            return target ? contentOf(target, target) : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label?.trim()) return normalize(label);
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
      return normalize(element.value);
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.labels &&
      element.labels.length > 0
    )
      return normalize(Array.from(element.labels, (labelElement) => contentOf(labelElement, labelElement)).join(' '));
    if (element instanceof HTMLImageElement) return normalize(element.alt);
    if (element instanceof HTMLFieldSetElement) {
      const legend = element.querySelector(':scope > legend');
      if (legend) return normalize(contentOf(legend, legend));
    }
    if (role && nameFromContent.has(role)) return normalize(contentOf(element, element));
    return normalize(element.getAttribute('title') ?? '');
  }

  const levelOf = (element: Element) =>
    Number(element.getAttribute('aria-level') ?? (/^h([1-6])$/.exec(element.localName)?.[1] || NaN));

  const find = (wanted: WireQuery): Element[] => {
    let scope: ParentNode = document;
    if (wanted.within) {
      const [outer] = find(wanted.within);
      if (!outer) return [];
      scope = outer;
    }
    let found = Array.from(scope.querySelectorAll(wanted.css ?? '*'));
    if (wanted.role)
      found = found.filter(
        (element) => roleOf(element) === wanted.role && (wanted.includeHidden || !hiddenFromTree(element)),
      );
    if (wanted.name !== undefined) {
      const name = wanted.name;
      found = found.filter((element) => matches(nameOf(element, roleOf(element)), name));
    }
    if (wanted.expanded !== undefined)
      found = found.filter((element) => element.getAttribute('aria-expanded') === String(wanted.expanded));
    if (wanted.level !== undefined) found = found.filter((element) => levelOf(element) === wanted.level);
    if (wanted.text !== undefined) {
      const text = wanted.text;
      const matching = found.filter((element) => matches(contentOf(element, element), text));
      found = matching.filter((element) => !matching.some((other) => other !== element && element.contains(other)));
    }
    if (!wanted.includeHidden) found = found.filter(takesRoom);
    return wanted.nth === undefined ? found : found.slice(wanted.nth, wanted.nth + 1);
  };

  const found = find(query);
  const first = found[0];
  switch (op) {
    case 'element':
      return first ?? null;
    case 'count':
      return found.length;
    case 'texts':
      return found.map((element) => normalize(contentOf(element, element)));
    case 'names':
      return found.map((element) => nameOf(element, roleOf(element)));
    case 'attribute':
      return first ? first.getAttribute(argument ?? '') : null;
    case 'focused':
      return first !== undefined && first === document.activeElement;
    case 'value':
      return first ? (first as HTMLInputElement).value : null;
    case 'box': {
      if (!first) return null;
      const { x, y, width, height } = first.getBoundingClientRect();
      return { x, y, width, height };
    }
    default:
      return null;
  }
}
