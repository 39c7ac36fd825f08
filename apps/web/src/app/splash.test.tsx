import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthRoute } from '@/app/routes/auth-route';
import { renderWithRouter } from '@/test/render';

/** index.html's #root as the browser parses it, blank text between tags dropped. */
function splash(): HTMLElement {
  const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode())
    if (walker.currentNode.textContent!.trim() === '') blank.push(walker.currentNode);
  blank.forEach((node) => node.parentNode!.removeChild(node));
  return root;
}

/** The class attributes from `element` up to (not including) `stop`. */
function classChain(element: Element, stop: Element): (string | null)[] {
  const chain: (string | null)[] = [];
  for (let at: Element | null = element; at && at !== stop; at = at.parentElement)
    chain.push(at.getAttribute('class'));
  return chain;
}

describe('the splash in index.html', () => {
  it('is the brand row /auth renders, at the same place in the same boxes', async () => {
    const { container } = renderWithRouter(<AuthRoute />, '/auth');
    const rendered = (await screen.findByText('SocialPulse')).parentElement!;
    const root = splash();
    const painted = root.querySelector('span.text-2xl')!.parentElement!;

    expect(painted.outerHTML).toBe(rendered.outerHTML);
    expect(classChain(painted, root)).toEqual(classChain(rendered, container));
    // The gradient behind the header is there too, so nothing changes colour when React takes over.
    const gradient = container.querySelector('main > [aria-hidden="true"]')!;
    expect(root.firstElementChild!.firstElementChild!.outerHTML).toBe(gradient.outerHTML);
  });

  it('has no text of its own but the app name, which is the same in every language', () => {
    expect(splash().textContent).toBe('SocialPulse');
  });
});
