import { describe, expect, it } from 'vitest';
import { pageDataScript, takeDrawnAnswer } from '../page-data';

describe('the answers a drawn page carries', () => {
  const key = ['products', 'one', 'prod_1'];
  const tea = { _id: 'prod_1', name: 'Smoke </script><script>alert(1)</script> & Pine', price: 9.5 };

  it('go in the page as JSON that no text of a tea can close, and come back whole, once', () => {
    const script = pageDataScript([[key, tea]]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);

    document.body.innerHTML = `${script}<div id="root"></div>`;
    expect(takeDrawnAnswer(['products', 'one', 'prod_2'])).toBeUndefined();
    expect(takeDrawnAnswer(key)).toEqual(tea);
    // Taken once: coming back to the tea later within the app asks the server.
    expect(takeDrawnAnswer(key)).toBeUndefined();
  });

  it('are none on a page drawn at build time', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeDrawnAnswer(key)).toBeUndefined();
  });
});
