"""The credit note of a refund as a PDF, drawn by the invoice's own drawing (shop.orders.invoice): the shop, the
note's number and date, the order it corrects, the seller and the customer, the refunded lines with their quantities
and amounts, the delivery's part, the total refunded and how it went back, in the order's language and currency.
Its words are the mails' ("credit_note", with the invoice's columns)."""
from __future__ import annotations

from decimal import Decimal

from shop.mail import format_date, language_or_default, mail_texts
from shop.money import FRACTIONAL_STEP, step_for
from shop.orders.emails import format_quantity
from shop.orders.history import OrderView
from shop.orders.invoice import ALIGNS, COLUMN_KEYS, WIDTHS, Fonts, Invoice, configured_fonts
from shop.orders.models import Refund
from shop.settings import store as shop_settings


def filename(refund: Refund) -> str:
    """credit-note-DF-000101-R1.pdf"""
    return f"credit-note-{refund.number}.pdf"


class _CreditNote(Invoice):
    """The invoice's page, header lines, parties and amount rows; the table and totals are the refund's."""

    def render_refund(self, view: OrderView, refund: Refund) -> bytes:
        order = view.order
        self.language = language_or_default(order.language)
        self.words = mail_texts(self.language)["invoice"]
        note = mail_texts(self.language)["credit_note"]
        pdf = self.pdf
        title = note["title"].format(number=refund.number)
        pdf.set_title(self._text(title))
        pdf.set_author(self._text(shop_settings.current().trading_name))
        pdf.set_creation_date(refund.created_at)
        pdf.add_page()
        self._shop_lines()
        self._line(title, 15, bold=True, height=8)
        self._line(self.words["date"].format(date=format_date(refund.created_at, self.language)))
        self._line(note["for_order"].format(number=order.number, date=format_date(order.created_at, self.language)))
        self._line(note["method"].format(method=note["methods"].get(refund.method, refund.method)))
        self.pdf.ln(4)
        self._parties(order)
        self._refund_lines(view, refund)
        currency = order.currency
        if refund.delivery:
            self._amount_row(note["delivery"], self._money(refund.delivery, currency), bold=False)
        self._amount_row(note["total"], self._money(refund.amount, currency), bold=True)
        self._line(self.words["currency"].format(currency=currency), 8.5)
        if refund.restocked:
            self._line(note["restocked"], 9)
        return bytes(pdf.output())

    def _refund_lines(self, view: OrderView, refund: Refund) -> None:
        lines = {item.line.id: item.line for item in view.lines}
        currency, words = view.order.currency, self.words
        parts = [(lines[int(part["lineId"])], part) for part in refund.lines or [] if int(part["lineId"]) in lines]
        if not parts:
            return
        self._font(9.5)
        columns = words["columns"]
        with self.pdf.table(col_widths=WIDTHS, text_align=ALIGNS, line_height=6) as table:
            heading = table.row()
            for key in COLUMN_KEYS:
                heading.cell(self._text(columns[key]))
            for line, part in parts:
                per = words["per_10cm"] if step_for(line.minimum) == FRACTIONAL_STEP else words["per_piece"]
                row = table.row()
                for text in (line.name_in(self.language), line.sku,
                             format_quantity(Decimal(part["quantity"]), line.minimum, self.language),
                             f"{self._money(line.unit_price, currency)} {per}",
                             self._money(Decimal(part["amount"]), currency)):
                    row.cell(self._text(text))
        self.pdf.ln(4)


def render_credit_note(view: OrderView, refund: Refund, fonts: Fonts | None = None, compress: bool = True) -> bytes:
    """The PDF bytes of the refund's credit note."""
    return _CreditNote(fonts or configured_fonts(), compress).render_refund(view, refund)
