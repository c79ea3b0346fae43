"""The catalogue as a CSV file for spreadsheets: export every product, import a file back (with a dry run).

The file: UTF-8 with a byte-order mark (Excel then reads Cyrillic right), one row per product, the columns of
COLUMNS; brand and colour by name, images comma-separated, amounts with a decimal point. A cell that a
spreadsheet would take for a formula (starting with = + - @) is written with a leading apostrophe, which the
import takes off again.

Import: every row is checked by the API's own rules (shop.admin.products.schemas for each field,
shop.admin.products.rules across fields and rows) against lookups read once for the whole file, so a large file
costs a handful of queries, not some per row. A row whose sku exists updates that product, other rows create
products. In an existing product's row an empty cell of a column with a default (discount, minimum, unit,
stock, is_active, is_gift_card) leaves the value as it is, and a column the file leaves out changes nothing;
empty optional cells (names beyond en/ua, descriptions, sub-categories, brand, colour, images) clear them.
All or nothing: any error and nothing is written; a dry run never writes. An existing product's row is checked
for the cells that differ from what the export says of it (as a PUT of the changed fields), so a file exported,
edited in places and imported again costs little more than its edits.
"""
from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from marshmallow import ValidationError, fields
from sqlalchemy import insert, select, update
from werkzeug.datastructures import FileStorage

from shop.admin.products import messages
from shop.admin.products.rules import (
    AUDITED,
    DEFAULTS,
    DESCRIPTION_COLUMNS,
    EDITABLE,
    LEVELS,
    NAME_COLUMNS,
    Lookups,
    category_id,
    check,
    default_slug,
)
from shop.admin.products.schemas import ProductInSchema
from shop.audit import Action, AuditEntry, Entity, record
from shop.catalog.engine.read_model import products_changed
from shop.catalog.models import LANGUAGES, SEARCH_TEXT_SOURCES, Brand, Colour, Product
from shop.catalog.search_text import product_search_text
from shop.extensions import db
from shop.http.errors import ApiError
from shop.i18n import Message
from shop.models_base import utcnow
from shop.money import CENT
from shop.validation import FIELD_REQUIRED

COLUMNS = (
    "product_id", *NAME_COLUMNS, *DESCRIPTION_COLUMNS, "price", "discount", "minimum", "unit", "stock",
    "weight_grams", *LEVELS, "brand", "colour", "images", "is_active", "is_gift_card",
)
REQUIRED = ("product_id", "name_en", "name_ua", "price", "category1")
KEEP_WHEN_EMPTY = ("discount", "minimum", "unit", "stock", "weight_grams", "is_active", "is_gift_card")
DECIMALS = ("price", "minimum", "stock")
FLAGS = ("is_active", "is_gift_card")
WHOLE_NUMBERS = ("discount", "weight_grams")
# The words marshmallow takes for true and false, which spreadsheets write in every case.
TRUTHY = {str(word).lower() for word in fields.Boolean.truthy}
FALSY = {str(word).lower() for word in fields.Boolean.falsy}
MAX_MB = 50
MAX_BYTES = MAX_MB * 1024 * 1024
MAX_ROWS = 50_000
EXPORT_CHUNK = 1000
CHUNK = 1000
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# The API's field names, as the file calls them.
_FILE_NAMES = {"brandId": "brand", "colourId": "colour", "isActive": "is_active", "isGiftCard": "is_gift_card",
               "weightGrams": "weight_grams"}


# ---------------------------------------------------------------- export


def export_csv() -> Iterator[str]:
    """The file, a chunk of rows at a time (a big catalogue is never held in memory whole)."""
    brands: dict[int, str] = dict(db.session.execute(select(Brand.id, Brand.name)).all())
    colours: dict[int, str] = dict(db.session.execute(select(Colour.id, Colour.name)).all())
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(COLUMNS)
    yield "\ufeff" + _take(buffer)
    columns = [getattr(Product, name) for name in EDITABLE if name != "slug"]
    last = 0
    while True:
        rows = db.session.execute(
            select(Product.id, *columns).where(Product.id > last).order_by(Product.id).limit(EXPORT_CHUNK)
        ).all()
        if not rows:
            return
        for row in rows:
            writer.writerow(_cells(row._mapping, brands, colours))
        last = rows[-1].id
        yield _take(buffer)


def _take(buffer: io.StringIO) -> str:
    text = buffer.getvalue()
    buffer.seek(0)
    buffer.truncate()
    return text


def _cells(row, brands: dict[int, str], colours: dict[int, str]) -> list[str]:
    values = _texts(row, brands, colours)
    return ["'" + values[column] if values[column].startswith(_FORMULA_START) else values[column]
            for column in COLUMNS]


def _texts(row, brands: dict[int, str], colours: dict[int, str]) -> dict[str, str]:
    """A product's values as the file says them (before the protection from formulas)."""
    values = {**row, "brand": brands.get(row["brand_id"]), "colour": colours.get(row["colour_id"]),
              "price": format(row["price"].quantize(CENT), "f")}
    return {column: _text(values[column]) for column in COLUMNS}


def _text(value: Any) -> str:
    """Quantities without trailing zeros ("50.5", "7"), booleans true/false, nothing as an empty cell."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        return str(int(value)) if value == value.to_integral() else format(value.normalize(), "f")
    return str(value)


def _uncell(text: str) -> str:
    """A cell as it was before export protected it from being taken for a formula."""
    return text[1:] if len(text) > 1 and text[0] == "'" and text[1] in _FORMULA_START else text


# ---------------------------------------------------------------- import


@dataclass
class ImportReport:
    dry_run: bool
    rows: int = 0
    created: int = 0
    updated: int = 0
    errors: list[dict] = field(default_factory=list)

    def error(self, row: int, column: str, message: str) -> None:
        self.errors.append({"row": row, "field": column, "message": message})

    def as_dict(self) -> dict:
        return {"dryRun": self.dry_run, "rows": self.rows, "created": self.created, "updated": self.updated,
                "errors": self.errors}


@dataclass
class _Plan:
    """One row's product as it will be saved: new (``product_id`` None) or the changes to an existing one."""

    row: int
    product_id: int | None
    values: dict
    before: dict = field(default_factory=dict)
    current: dict = field(default_factory=dict)


def import_csv(upload: FileStorage, dry_run: bool, actor) -> ImportReport:
    """Check every row, then (unless a dry run, and only without errors) create and update in one commit."""
    rows = _rows(upload)
    report = ImportReport(dry_run)
    lookups = Lookups.load()
    names = _NameLookups(lookups)
    existing = _existing_products()
    by_lower = {sku.lower(): sku for sku in existing}
    schema = ProductInSchema()
    first_row: dict[str, int] = {}
    plans: list[_Plan] = []
    for number, cells in rows:
        report.rows += 1
        if report.rows > MAX_ROWS:
            raise _file_error(Message(messages.CSV_TOO_MANY_ROWS, max=MAX_ROWS), 413)
        sku = cells.get("product_id", "").strip()
        if sku and sku.lower() in first_row:
            report.error(number, "product_id", Message(messages.CSV_SKU_REPEATED, row=first_row[sku.lower()]))
            continue
        if sku:
            first_row[sku.lower()] = number
        plan = _plan(number, cells, existing.get(sku), lookups, names, schema, report)
        if plan is None:
            continue
        if plan.product_id is None and sku.lower() in by_lower:
            report.error(number, "product_id", Message(messages.SKU_TAKEN, sku=by_lower[sku.lower()]))
            continue
        if plan.product_id is None:
            report.created += 1
            plans.append(plan)
        elif plan.values:
            report.updated += 1
            plans.append(plan)
    if report.errors and not dry_run:
        raise ApiError(messages.CSV_HAS_ERRORS, status=409, errors=report.as_dict())
    if not dry_run and plans:
        _apply(plans, lookups, actor)
    return report


def _file_error(message: str, status: int = 415) -> ApiError:
    """413 for a file too big (or of too many rows), 415 for one that is no CSV of the export's columns in UTF-8:
    a well-formed upload whose file the import cannot take (the rows' own mistakes are in the report, or a 409)."""
    return ApiError(message, status=status, errors={"file": [message]})


def _rows(upload: FileStorage) -> Iterator[tuple[int, dict[str, str]]]:
    """The file's rows as {column: cell} with their spreadsheet row numbers (the header is row 1)."""
    data = upload.stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise _file_error(Message(messages.CSV_TOO_LARGE, max=MAX_MB), 413)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _file_error(messages.CSV_NOT_UTF8) from exc
    first_line = text.split("\n", 1)[0]
    # Excel saves ';'-separated files where the decimal separator is a comma (Poland, Ukraine, Germany ...).
    delimiter = ";" if first_line.count(";") > first_line.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = [name.strip().lower() for name in next(reader, [])]
        if not any(header):
            raise _file_error(messages.CSV_EMPTY)
        for column in REQUIRED:
            if column not in header:
                raise _file_error(Message(messages.CSV_COLUMN_MISSING, column=column))
        known = [(index, name) for index, name in enumerate(header) if name in COLUMNS]
        rows = []
        for number, cells in enumerate(reader, start=2):
            if not any(cell.strip() for cell in cells):
                continue
            rows.append((number, {name: _uncell(cells[index]) if index < len(cells) else ""
                                  for index, name in known}))
    except csv.Error as exc:
        raise _file_error(Message(messages.CSV_INVALID, row=reader.line_num)) from exc
    return iter(rows)


class _NameLookups:
    """Brands and colours by the names the file gives (letter case aside)."""

    def __init__(self, lookups: Lookups) -> None:
        self.brands = {name.strip().lower(): brand_id for brand_id, name in lookups.brands.items()}
        self.colours: dict[str, list[tuple[int, int | None]]] = {}
        self.colour_names = {colour_id: name for colour_id, (_brand, name) in lookups.colours.items()}
        for colour_id, (brand_id, name) in lookups.colours.items():
            self.colours.setdefault(name.strip().lower(), []).append((colour_id, brand_id))

    def brand(self, name: str) -> int | None:
        return self.brands.get(name.strip().lower())

    def colour(self, name: str, brand_id: int | None) -> tuple[int | None, str | None]:
        """The colour's id, or the error: a brand's own colour or one of no brand; without a brand, a unique name."""
        candidates = self.colours.get(name.strip().lower(), [])
        if brand_id is not None:
            own = [c for c in candidates if c[1] == brand_id]
            candidates = own or [c for c in candidates if c[1] is None]
        if len(candidates) == 1:
            return candidates[0][0], None
        if candidates:
            return None, Message(messages.CSV_COLOUR_AMBIGUOUS, name=name.strip())
        return None, Message(messages.CSV_COLOUR_UNKNOWN, name=name.strip())


def _existing_products() -> dict[str, dict]:
    """sku -> the product's id and editable columns, read in one query (not as ORM objects)."""
    columns = [getattr(Product, name) for name in EDITABLE]
    rows = db.session.execute(select(Product.id, Product.category_id, *columns)).all()
    return {row.product_id: dict(row._mapping) for row in rows}


def _json_value(column: str, cell: str) -> Any:
    """A cell as a JSON client sends the field: a flag ("yes", "1", "true" ...) as true or false, a whole number as a
    number; anything else as text, which the form's field then refuses with its own message (or None when empty)."""
    if column in FLAGS:
        flag = cell.lower()
        return True if flag in TRUTHY else False if flag in FALSY else cell or None
    if column in WHOLE_NUMBERS and re.fullmatch(r"-?[0-9]{1,12}", cell):
        return int(cell)
    return cell or None


def _payload(cells: dict[str, str], row: int, names: _NameLookups, report: ImportReport,
             brand_id: int | None) -> dict | None:
    """The cells as the API's JSON body; None (with the errors reported) when a required cell or a name is wrong.
    ``brand_id`` is the product's brand now: a colour is looked for among its colours unless a brand is given."""
    failed = False
    for column in REQUIRED:
        if column in cells and not cells[column].strip():
            report.error(row, column, FIELD_REQUIRED)
            failed = True
    payload: dict[str, Any] = {}
    for key, prefix in (("names", "name"), ("descriptions", "description")):
        texts = {language: cells[f"{prefix}_{language}"] or None for language in LANGUAGES
                 if f"{prefix}_{language}" in cells}
        if texts:
            payload[key] = texts
    for column in ("product_id", "price", *LEVELS, *KEEP_WHEN_EMPTY):
        if column not in cells or (column in KEEP_WHEN_EMPTY and not cells[column].strip()):
            continue
        value = cells[column].strip()
        if column in DECIMALS and "," in value and "." not in value:
            value = value.replace(",", ".")  # a decimal comma
        key = {"is_active": "isActive", "is_gift_card": "isGiftCard", "weight_grams": "weightGrams"}.get(column, column)
        payload[key] = _json_value(column, value)
    if "brand" in cells:
        brand_id = names.brand(cells["brand"]) if cells["brand"].strip() else None
        if brand_id is None and cells["brand"].strip():
            report.error(row, "brand", Message(messages.CSV_BRAND_UNKNOWN, name=cells["brand"].strip()))
            failed = True
        payload["brandId"] = brand_id
    if cells.get("colour", "").strip() and not failed:
        colour_id, error = names.colour(cells["colour"], brand_id)
        if error:
            report.error(row, "colour", error)
            failed = True
        payload["colourId"] = colour_id
    elif "colour" in cells:
        payload["colourId"] = None
    if "images" in cells:
        payload["images"] = [url.strip() for url in cells["images"].split(",") if url.strip()]
    return None if failed else payload


def _plan(row: int, cells: dict[str, str], current: dict | None, lookups: Lookups, names: _NameLookups,
          schema: ProductInSchema, report: ImportReport) -> _Plan | None:
    """Check one row as the API would check the same product; its plan, or None with its errors reported.

    A new product is checked whole, as POST checks it. For an existing one only the cells that differ from what
    the export says of it are sent, as PUT sends the fields staff changed (a colour goes with a changed brand: its
    name is looked for in the new brand's range); the rules across fields then look at the product as it will be.
    A row that differs nowhere changes nothing and needs no check (most rows of a file exported, edited in places
    and imported again).
    """
    if current is not None:
        exported = _texts(current, lookups.brands, names.colour_names)
        cells = {column: cell for column, cell in cells.items() if cell.strip() != exported[column]
                 or (column == "colour" and "brand" in cells and cells["brand"].strip() != exported["brand"])}
        if not cells:
            return _Plan(row, current["id"], {})
    payload = _payload(cells, row, names, report, current["brand_id"] if current is not None else None)
    if payload is None:
        return None
    try:
        columns = schema.load(payload, partial=current is not None)
    except ValidationError as exc:
        for column, message in _flatten(exc.messages):
            report.error(row, column, message)
        return None
    start = DEFAULTS if current is None else {column: current[column] for column in EDITABLE}
    values = {**start, **columns}
    errors = check(values, lookups)
    if errors:
        for column, message in _flatten(errors):
            report.error(row, column, message)
        return None
    values["category_id"] = category_id(values, lookups)
    if current is None:
        values["slug"] = default_slug(values["name_en"], values["product_id"])
        return _Plan(row, None, values)
    changed = {column: value for column, value in values.items() if current[column] != value}
    return _Plan(row, current["id"], changed, {column: current[column] for column in changed}, current)


def _flatten(errors: dict) -> Iterator[tuple[str, str]]:
    """(file column, first message) of the API's field errors: names.en -> name_en, brandId -> brand."""
    for key, value in errors.items():
        if key in ("names", "descriptions") and isinstance(value, dict):
            prefix = "name" if key == "names" else "description"
            for language, inner in value.items():
                yield f"{prefix}_{language}", _first(inner)
        else:
            yield _FILE_NAMES.get(key, key), _first(value)


def _first(messages_: Any) -> str:
    if isinstance(messages_, dict):
        return _first(next(iter(messages_.values())))
    if isinstance(messages_, list | tuple):
        return _first(messages_[0])
    return messages_


def _apply(plans: list[_Plan], lookups: Lookups, actor) -> None:
    """Create and update as planned, with an audit entry per product, in one commit.

    The rows go in as the ORM's bulk INSERT and bulk UPDATE by primary key (executemany, with the model's
    defaults and ``updated_at``): a unit-of-work flush per product would cost seconds more on a large file. As
    for any bulk write, the search text is computed here by the model's own recipe and this worker's listing
    index is told which products changed (shop.catalog.models, shop.catalog.engine.read_model.products_changed);
    other workers see them by their ``updated_at``.
    """
    new = [plan.values for plan in plans if plan.product_id is None]
    for values in new:
        values["search_text"] = _search_text(values, lookups)
    for start in range(0, len(new), CHUNK):
        db.session.execute(insert(Product), new[start:start + CHUNK])
    ids: dict[str, int] = {}
    skus = [values["product_id"] for values in new]
    for start in range(0, len(skus), CHUNK):
        ids.update(db.session.execute(
            select(Product.product_id, Product.id).where(Product.product_id.in_(skus[start:start + CHUNK]))).all())
    entries = [_held_back(record(actor, Action.IMPORT, Entity.PRODUCT, ids[values["product_id"]],
                                 after={column: values[column] for column in AUDITED}, summary=values["name_en"]))
               for values in new]
    changes = []
    for plan in plans:
        if plan.product_id is None:
            continue
        row = {"id": plan.product_id, **plan.values}
        if any(column in plan.values for column in SEARCH_TEXT_SOURCES):
            row["search_text"] = _search_text({**plan.current, **plan.values}, lookups)
        changes.append(row)
        entries.append(_held_back(record(actor, Action.IMPORT, Entity.PRODUCT, plan.product_id, before=plan.before,
                                         after=plan.values,
                                         summary=plan.values.get("name_en", plan.current["name_en"]))))
    for start in range(0, len(changes), CHUNK):
        db.session.execute(update(Product), changes[start:start + CHUNK])
    _write_in_bulk(entries)
    db.session.commit()
    products_changed([*ids.values(), *(row["id"] for row in changes)])


def _held_back(entry: AuditEntry) -> AuditEntry:
    """An entry record() added to the session, taken out again before any flush: _write_in_bulk writes it."""
    db.session.expunge(entry)
    return entry


def _write_in_bulk(entries: list[AuditEntry]) -> None:
    """The audit entries record() made, written as bulk INSERTs instead of a unit-of-work flush each (a large
    file would otherwise spend longer on its log than on its products)."""
    columns = [column.key for column in AuditEntry.__table__.columns if column.key != "id"]
    rows = []
    for entry in entries:
        row = {key: getattr(entry, key) for key in columns}
        row["created_at"] = row["created_at"] or utcnow()
        rows.append(row)
    for start in range(0, len(rows), CHUNK):
        db.session.execute(insert(AuditEntry), rows[start:start + CHUNK])


def _search_text(values: dict, lookups: Lookups) -> str:
    """What the product is found by (the model's recipe), with its brand's and colour's names from the lookups."""
    brand = lookups.brands.get(values["brand_id"]) if values["brand_id"] is not None else None
    colour = lookups.colours.get(values["colour_id"]) if values["colour_id"] is not None else None
    return product_search_text([values[column] for column in NAME_COLUMNS], values["product_id"], brand,
                               colour and colour[1])
