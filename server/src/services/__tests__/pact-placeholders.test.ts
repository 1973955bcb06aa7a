import { fillPlaceholders, placeholderNames } from '../pact-placeholders';

describe('placeholders in editor HTML', () => {
  it('fills a placeholder Word split with inline tags, keeping the tags so the HTML stays balanced', () => {
    const { html, unfilled } = fillPlaceholders(
      '<p>Tenant {{tenant<strong>Name}}</strong>, <em>{{house</em>Name}}, ${ rent }, {{witness}}</p>',
      { tenantName: 'Kaew & <Co>', houseName: 'Villa', rent: '900 USD' },
    );
    expect(html).toBe(
      '<p>Tenant Kaew &#38; &#60;Co&#62;<strong></strong>, <em>Villa</em>, 900 USD, {{witness}}</p>',
    );
    expect(unfilled).toEqual(['witness']);
  });

  it('writes the lines of a value as <br>, as the Word document gets line breaks', () => {
    const { html } = fillPlaceholders('<p>Address: {{houseAddress}}</p>', {
      houseAddress: 'Ban Phonxay\r\nSaysettha <district>',
    });
    expect(html).toBe('<p>Address: Ban Phonxay<br>Saysettha &#60;district&#62;</p>');
  });

  it('never joins text of two paragraphs or cells into one placeholder', () => {
    const html = '<p>{{tenant</p><p>Name}}</p><table><tr><td>${a</td><td>b}</td></tr></table>';
    expect(fillPlaceholders(html, { tenantName: 'x', ab: 'y' }).html).toBe(html);
  });

  it('lists the names in order, each once, tags inside them ignored', () => {
    expect(placeholderNames('<p>{{b}} ${a<b>c</b>} {{b}} {{ d }}</p>')).toEqual(['b', 'ac', 'd']);
  });
});
