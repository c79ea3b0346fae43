/**
 * Card payments happen on the payment provider's page (LiqPay): the browser posts the signed fields the server
 * gave to its URL, as a real form, so the shopper's browser (not a script) goes there.
 */
export function submitPaymentForm(redirect: { url: string; fields: Record<string, string> }, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
