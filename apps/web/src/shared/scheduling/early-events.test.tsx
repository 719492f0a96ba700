import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateAsBrowser, hydratingAsBrowser } from '../../test/hydrate-as-browser';
import { replayEarlyEvents, takeEarlyEvents, type EarlyEvent } from './early-events';

function Form() {
  const [serial, setSerial] = useState('');
  const [left, setLeft] = useState(false);
  const [menu, setMenu] = useState(false);
  return (
    <form>
      <label htmlFor="serial">Serial</label>
      <input
        id="serial"
        value={serial}
        onChange={(event) => setSerial(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <output>{`${serial}|${left ? 'left' : 'untouched'}|${menu ? 'open' : 'closed'}`}</output>
      <button type="button" onClick={() => setMenu((open) => !open)}>
        Menu
      </button>
    </form>
  );
}

/** The server's page, and what a visitor did on it before hydration. */
function prerendered(): { container: HTMLElement; input: HTMLInputElement; menu: HTMLElement } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const input = container.querySelector('input');
  const menu = container.querySelector('button');
  if (input === null || menu === null) throw new Error('no server markup');
  return { container, input, menu };
}

const hydrate = (container: HTMLElement) => hydrateAsBrowser(container, <Form />);

describe('replayEarlyEvents', () => {
  hydratingAsBrowser();

  it('hands React what was typed and left before hydration, then the last tap', async () => {
    const { container, input, menu } = prerendered();
    input.value = '908765401';
    const loader = Object.assign(document.createElement('script'), {
      takeEarlyEvents: (): EarlyEvent[] => [
        { type: 'input', target: input },
        { type: 'focusout', target: input },
        // Tapped twice on a button that did nothing yet: once is meant.
        { type: 'click', target: menu },
        { type: 'click', target: menu },
      ],
    });
    const early = takeEarlyEvents(loader);
    await hydrate(container);
    // A render of the app's own value took the typed text out of the field.
    input.value = '';
    // Hydration keeps the typed text but React's state does not know it yet.
    expect(container.querySelector('output')?.textContent).toBe('|untouched|closed');
    replayEarlyEvents(early);
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe('908765401|left|open'),
    );
    expect(input.value).toBe('908765401');
  });

  it('leaves the field that still has the focus as it is, and a field emptied again', async () => {
    const { container, input } = prerendered();
    input.value = 'x';
    input.value = '';
    input.focus();
    const loader = Object.assign(document.createElement('script'), {
      takeEarlyEvents: (): EarlyEvent[] => [
        { type: 'input', target: input },
        { type: 'focusout', target: input },
      ],
    });
    const early = takeEarlyEvents(loader);
    await hydrate(container);
    replayEarlyEvents(early);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('output')?.textContent).toBe('|untouched|closed');
    expect(document.activeElement).toBe(input);
  });

  it('takes nothing from a page without the loader', () => {
    expect(takeEarlyEvents(null).events).toEqual([]);
  });
});
