import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateAsBrowser, hydratingAsBrowser } from '../../test/hydrate-as-browser';
import { replayEarlyEvents, takeEarlyEvents, type EarlyActivity } from './early-events';

function Form() {
  const [serial, setSerial] = useState('');
  const [left, setLeft] = useState(false);
  const [menu, setMenu] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((before) => [...before, serial]);
      }}
    >
      <label htmlFor="serial">Serial</label>
      <input
        id="serial"
        value={serial}
        onChange={(event) => setSerial(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <output>
        {[serial, left ? 'left' : 'untouched', menu ? 'open' : 'closed']
          .concat(sent.map((value) => `sent ${value}`))
          .join('|')}
      </output>
      <button type="button" onClick={() => setMenu((open) => !open)}>
        Menu
      </button>
      <button id="send" type="submit">
        Send
      </button>
    </form>
  );
}

/** The server's page, whose elements a visitor used before hydration. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const input = container.querySelector('input');
  const menu = container.querySelector<HTMLElement>('button[type="button"]');
  const send = container.querySelector<HTMLElement>('button[type="submit"]');
  const form = container.querySelector('form');
  if (input === null || menu === null || send === null || form === null) {
    throw new Error('no server markup');
  }
  return { container, input, menu, send, form };
}

const hydrate = (container: HTMLElement) => hydrateAsBrowser(container, <Form />);

/** The loader's record as main.tsx takes it: the events and the form it held. */
const loaderWith = (activity: EarlyActivity) =>
  Object.assign(document.createElement('script'), { takeEarlyEvents: () => activity });

describe('replayEarlyEvents', () => {
  hydratingAsBrowser();

  it('hands React what was typed and left before hydration, then the last tap', async () => {
    const { container, input, menu } = prerendered();
    input.value = '908765401';
    await hydrate(container);
    // A render of the app's own value took the typed text out of the field.
    input.value = '';
    // Hydration keeps the typed text but React's state does not know it yet.
    expect(container.querySelector('output')?.textContent).toBe('|untouched|closed');
    replayEarlyEvents(
      takeEarlyEvents(
        loaderWith({
          events: [
            { type: 'input', target: input, value: '9087' },
            { type: 'input', target: input, value: '908765401' },
            { type: 'focusout', target: input, value: '908765401' },
            // Tapped twice on a button that did nothing yet: once is meant.
            { type: 'click', target: menu },
            { type: 'click', target: menu },
          ],
          submit: null,
        }),
      ),
    );
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe('908765401|left|open'),
    );
    expect(input.value).toBe('908765401');
  });

  it('leaves the field that still has the focus as it is, and a field emptied again', async () => {
    const { container, input } = prerendered();
    input.focus();
    await hydrate(container);
    replayEarlyEvents({
      events: [
        { type: 'input', target: input, value: 'x' },
        { type: 'input', target: input, value: '' },
        { type: 'focusout', target: input, value: '' },
      ],
      submit: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('output')?.textContent).toBe('|untouched|closed');
    expect(document.activeElement).toBe(input);
  });

  it("sends a held form once, as the app's own, with what was typed", async () => {
    const { container, input, form, send } = prerendered();
    await hydrate(container);
    replayEarlyEvents({
      events: [{ type: 'input', target: input, value: '908765401' }],
      submit: { form, submitter: send },
    });
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe(
        '908765401|untouched|closed|sent 908765401',
      ),
    );
  });

  it('replays on the elements of the same ids when the app rendered the page afresh', async () => {
    const { container, input, form, send } = prerendered();
    // The server's elements, as the visitor used them, and the app's own page replacing them.
    const old = { input, form, send };
    container.remove();
    const fresh = document.createElement('div');
    document.body.append(fresh);
    await hydrateAsBrowser(fresh, <Form />, { afresh: true });
    replayEarlyEvents({
      events: [{ type: 'input', target: old.input, value: '908765401' }],
      submit: { form: old.form, submitter: old.send },
    });
    await waitFor(() =>
      expect(fresh.querySelector('output')?.textContent).toBe(
        '908765401|untouched|closed|sent 908765401',
      ),
    );
  });

  it('takes nothing from a page without the loader', () => {
    expect(takeEarlyEvents(null)).toEqual({ events: [], submit: null });
  });
});
