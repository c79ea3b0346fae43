"""Staff's product shapes: the AdminProduct answer, the form's fields (the format of each; shop.admin.products.rules
checks the rules that span fields and rows), the list's filters, uploads, the import report and the form's options.

Amounts and quantities are decimal strings ("2.50", "25.5"); ids are strings. The form's input loads into the
model's column names, so the service and the CSV import save what they loaded as it is.
"""
from __future__ import annotations

import re
from decimal import Decimal

from flask_smorest.fields import Upload
from marshmallow import RAISE, Schema, ValidationError, fields, missing, post_load, pre_load, validate

from shop.admin.products import messages
from shop.admin.products.listing import DEFAULT_SORT, SORTS, StockState
from shop.admin.products.rules import MINIMUMS, UNITS, image_list
from shop.api_docs import WHITESPACE
from shop.catalog.messages import ONE_OF
from shop.catalog.models import LANGUAGES
from shop.fields import ONE_LINE, TEXT_LINES, Amount, DecimalIn, DecimalString, Flag, Trimmed, money_in
from shop.i18n import Message, request_language, say
from shop.models_base import MAX_ID
from shop.money import CENT, MAX_MINOR, from_minor
from shop.validation import FIELD_REQUIRED, FIELD_TOO_LONG, Pattern, TextRule

MAX_SKU = 40
MAX_SLUG = 160
MAX_NAME = 200
MAX_DESCRIPTION = 20_000
MAX_CATEGORY = 120
MAX_MAIN_CATEGORY = 40
MAX_IMAGES = 10
MAX_WEIGHT = 100_000  # grams per unit: 100 kg
IMAGE_MAX_MB = 8  # the largest picture file taken (shop.admin.products.images)
# A multipart body is its file plus a few hundred bytes of headers: the body may be this much larger than the file,
# so a file just over its limit gets the file's own 413, which names that limit.
UPLOAD_OVERHEAD_BYTES = 64 * 1024
MAX_IMAGE_URL = 500
MAX_AMOUNT = from_minor(MAX_MINOR - 1)  # what Numeric(12, 2) holds: 9999999999.99

# Letters, digits, dots, dashes and underscores, not dots alone ("." and ".." would be rewritten by browsers in
# /products/{sku}).
SKU = re.compile(r"^[A-Za-z0-9._-]*[A-Za-z0-9_-][A-Za-z0-9._-]*$")
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CATEGORY_SLUG = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
IMAGE_URL = re.compile(f"^(/media/|https://)[^{WHITESPACE},\\x00-\\x1f\\x7f]+$")
# Text without control characters (a description keeps its lines and tabs), as whole-value patterns.
_CONTROL = ONE_LINE
_CONTROL_IN_TEXT = TEXT_LINES
MINIMUM_IN = {"pattern": r"^(?:0+\.10*|0*1(?:\.0+)?)$", "openapi": {"minimum": 1, "maximum": 1}}  # 0.1 or 1
READ_ONLY = ("_id", "finalPrice", "createdAt", "updatedAt")


# ---------------------------------------------------------------- AdminProduct (answers)


class LocalisedTextSchema(Schema):
    """One text in the shop's five languages (English and Ukrainian always; the others may be null)."""

    en = fields.String()
    ua = fields.String()
    pl = fields.String(allow_none=True)
    ru = fields.String(allow_none=True)
    de = fields.String(allow_none=True)


class Localised(fields.Nested):
    """The columns ``<prefix>_en`` .. ``<prefix>_de`` of a row, sent as one object."""

    def __init__(self, prefix: str, **kwargs):
        super().__init__(LocalisedTextSchema, **kwargs)
        self.prefix = prefix

    def get_value(self, obj, attr, accessor=None, default=missing):
        return {language: getattr(obj, f"{self.prefix}_{language}") for language in LANGUAGES}


def _id_or_none(value: int | None) -> str | None:
    return None if value is None else str(value)


_NULLABLE_ID = {"type": ["string", "null"], "example": "3"}


class AdminProductSchema(Schema):
    """A product as staff edit it: every language, GBP price and discount, stock, images, brand, colour, path."""

    _id = fields.Function(lambda p: str(p.id), metadata={"type": "string"})
    product_id = fields.String(metadata={"description": "The sku; the product page is /products/{sku}."})
    slug = fields.String()
    names = Localised("name")
    descriptions = Localised("description")
    price = Amount(metadata={"description": "GBP, before discount."})
    discount = fields.Integer(metadata={"description": "Percent, 0-100."})
    finalPrice = Amount(attribute="final_price", metadata={"description": "GBP, after discount."})
    minimum = DecimalString(metadata={"description": "0.1: sold by tenths of a unit (fabric per 10 cm); 1: whole."})
    unit = fields.String(metadata={"enum": list(UNITS)})
    stock = DecimalString(metadata={"description": "In the product's unit."})
    weightGrams = fields.Integer(attribute="weight_grams", metadata={
        "description": "Grams per unit of sale (per metre of fabric): what delivery is priced by."})
    images = fields.Function(lambda p: image_list(p.images),
                             metadata={"type": "array", "items": {"type": "string"},
                                       "description": "Image URLs; the first is the card's picture."})
    brandId = fields.Function(lambda p: _id_or_none(p.brand_id), metadata=_NULLABLE_ID)
    colourId = fields.Function(lambda p: _id_or_none(p.colour_id), metadata=_NULLABLE_ID)
    category1 = fields.String()
    category2 = fields.String(allow_none=True)
    category3 = fields.String(allow_none=True)
    category4 = fields.String(allow_none=True)
    isActive = fields.Boolean(attribute="is_active", metadata={"description": "Shown in the shop."})
    isGiftCard = fields.Boolean(attribute="is_gift_card")
    currencyPrices = fields.Dict(attribute="currency_prices", allow_none=True, keys=fields.String(),
                                 values=fields.String(),
                                 metadata={"description": "A gift card's own amounts by currency; null: none."})
    createdAt = fields.DateTime(attribute="created_at")
    updatedAt = fields.DateTime(attribute="updated_at", allow_none=True)


class SaidString(fields.String):
    """A message said in the request's language (an answer that is not an error, so no handler translates it)."""

    def _serialize(self, value, attr, obj, **kwargs):
        return None if value is None else str(say(value, request_language()))


class DeletedSchema(Schema):
    message = SaidString()


# ---------------------------------------------------------------- the form (input)


def _no_control(pattern: str) -> TextRule:
    return TextRule(pattern, error=messages.TEXT_CONTROL)


def _text(most: int, control: str = _CONTROL, **kwargs) -> Trimmed:
    return Trimmed(validate=[validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most)), _no_control(control)],
                   metadata={"maxLength": most}, lines=control == _CONTROL_IN_TEXT, **kwargs)


def _required_text(most: int) -> Trimmed:
    """Required, and not blank either."""
    return Trimmed(validate=[validate.Length(min=1, error=FIELD_REQUIRED),
                             validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most)),
                             _no_control(_CONTROL)],
                   required=True, error_messages={"required": FIELD_REQUIRED}, metadata={"maxLength": most})


class NamesInSchema(Schema):
    """A product's names: English and Ukrainian are required; the others fall back to English when empty."""

    en = _required_text(MAX_NAME)
    ua = _required_text(MAX_NAME)
    pl = _text(MAX_NAME, allow_none=True)
    ru = _text(MAX_NAME, allow_none=True)
    de = _text(MAX_NAME, allow_none=True)


class DescriptionsInSchema(Schema):
    """A product's descriptions (any of them may be empty)."""

    en = _text(MAX_DESCRIPTION, _CONTROL_IN_TEXT, allow_none=True)
    ua = _text(MAX_DESCRIPTION, _CONTROL_IN_TEXT, allow_none=True)
    pl = _text(MAX_DESCRIPTION, _CONTROL_IN_TEXT, allow_none=True)
    ru = _text(MAX_DESCRIPTION, _CONTROL_IN_TEXT, allow_none=True)
    de = _text(MAX_DESCRIPTION, _CONTROL_IN_TEXT, allow_none=True)


class WholeNumber(fields.Integer):
    """A JSON integer (10, or 10.0); 10.5 is refused, not cut to 10, and so is text ("10": the CSV import reads
    its cells into numbers first)."""

    def _validated(self, value):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid")
        if isinstance(value, float) and not value.is_integer():
            raise self.make_error("invalid")
        return super()._validated(value)


class RowId(fields.Field):
    """The id of another row as a string ("3"; a number is taken too), or null. An id of the right form that names
    no row is the product rules' concern (shop.admin.products.rules), as for any other unknown id."""

    trims = True  # " 3 " is 3 (shop.api_docs says so)

    def __init__(self, **kwargs):
        metadata = {"type": ["string", "integer"], "pattern": r"^[0-9]{1,10}$", "minimum": 0,
                    "maximum": 10**10 - 1, "example": "3"}  # allow_none adds null
        super().__init__(allow_none=True, metadata=metadata, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, float) and value.is_integer():  # a JSON number such as 3.0 is the integer 3
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise ValidationError(messages.ID_INVALID)
        text = str(value).strip()
        if not text.isascii() or not text.isdigit() or len(text) > 10:
            raise ValidationError(messages.ID_INVALID)
        number = int(text)
        return number if 0 < number <= MAX_ID else 0  # no row has it


def _amount_check(most: Decimal, message: str):
    def check(value: Decimal) -> None:
        if not Decimal(0) <= value <= most or value.quantize(CENT) != value:
            raise ValidationError(Message(message, max=str(most)))

    return check


def _one_of(choices, message: str):
    def check(value) -> None:
        if value not in choices:
            raise ValidationError(Message(message, choices=", ".join(str(choice) for choice in choices))
                                  if "{choices}" in message else message)

    return check


def _slug_of_category(value: str) -> None:
    if value and not CATEGORY_SLUG.fullmatch(value):
        raise ValidationError(Message(messages.CATEGORY_UNKNOWN, path=value))


_slug_of_category.openapi = {"pattern": r"^(?:|[A-Za-z0-9][A-Za-z0-9_-]*)$"}  # in any case: the form lowers it


def _category(most: int = MAX_CATEGORY, **kwargs) -> Trimmed:
    rules = [validate.Length(max=most, error=Message(FIELD_TOO_LONG, max=most)), _slug_of_category]
    if kwargs.get("required"):
        rules.insert(0, validate.Length(min=1, error=FIELD_REQUIRED))
        kwargs["error_messages"] = {"required": FIELD_REQUIRED}
    return Trimmed(validate=rules, metadata={"maxLength": most, "description": "A category slug of the path (see "
                                                                                "/api/admin/catalogue-options)."},
                   **kwargs)


class CurrencyPricesInSchema(Schema):
    """A gift card's own amounts: a round face value in each currency the shop sets one for."""

    class Meta:
        unknown = RAISE

    UAH = DecimalIn(allow_none=True, validate=_amount_check(MAX_AMOUNT, messages.PRICE_INVALID), **money_in(10))
    EUR = DecimalIn(allow_none=True, validate=_amount_check(MAX_AMOUNT, messages.PRICE_INVALID), **money_in(10))
    USD = DecimalIn(allow_none=True, validate=_amount_check(MAX_AMOUNT, messages.PRICE_INVALID), **money_in(10))


class ProductInSchema(Schema):
    """A product from staff's form: POST sends every required field, PUT any of them (the others stay).

    The format of each field is checked here; the rules across fields and rows in shop.admin.products.rules.
    Read-only fields of an AdminProduct sent back (_id, finalPrice, createdAt, updatedAt) are ignored.
    """

    product_id = Trimmed(required=True, error_messages={"required": FIELD_REQUIRED},
                         validate=[validate.Length(max=MAX_SKU, error=Message(messages.SKU_INVALID, max=MAX_SKU)),
                                   Pattern(SKU, error=Message(messages.SKU_INVALID, max=MAX_SKU))],
                         metadata={"maxLength": MAX_SKU, "example": "CHR-LYC-0001"})
    slug = Trimmed(allow_none=True, validate=[
        Pattern(r"^(?:|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)$", error=Message(messages.SLUG_INVALID, max=MAX_SLUG)),
        validate.Length(max=MAX_SLUG, error=Message(messages.SLUG_INVALID, max=MAX_SLUG)),
    ], metadata={"description": "Lower-cased; made from the English name and sku when empty."})
    names = fields.Nested(NamesInSchema, required=True, error_messages={"required": FIELD_REQUIRED})
    descriptions = fields.Nested(DescriptionsInSchema)
    price = DecimalIn(required=True, error_messages={"required": FIELD_REQUIRED},
                      validate=_amount_check(MAX_AMOUNT, messages.PRICE_INVALID),
                      metadata={"description": "GBP, before discount.", "example": "2.50"}, **money_in(10))
    discount = WholeNumber(load_default=0, validate=validate.Range(0, 100, error=messages.DISCOUNT_INVALID),
                           error_messages={"invalid": messages.DISCOUNT_INVALID})
    minimum = DecimalIn(load_default=Decimal("1"), validate=_one_of(MINIMUMS, messages.MINIMUM_INVALID),
                        metadata={"description": "0.1 (sold by tenths: fabric) or 1."}, **MINIMUM_IN)
    unit = Trimmed(load_default="pcs", validate=_one_of(UNITS, messages.UNIT_INVALID),
                   metadata={"enum": list(UNITS)})
    stock = DecimalIn(load_default=Decimal("0"), validate=_amount_check(MAX_AMOUNT, messages.STOCK_INVALID),
                      metadata={"description": "In the product's unit, in steps of its minimum."}, **money_in(10))
    weight_grams = WholeNumber(data_key="weightGrams", load_default=0,
                               validate=validate.Range(0, MAX_WEIGHT, error=Message(messages.WEIGHT_INVALID,
                                                                                    max=MAX_WEIGHT)),
                               error_messages={"invalid": Message(messages.WEIGHT_INVALID, max=MAX_WEIGHT)},
                               metadata={"description": "Grams per unit of sale: per metre of fabric, per piece or "
                                                        "pack otherwise; 0 for a gift card.", "example": 200})
    images = fields.List(Trimmed(validate=[validate.Length(max=MAX_IMAGE_URL, error=messages.IMAGE_URL_INVALID),
                                           Pattern(IMAGE_URL, error=messages.IMAGE_URL_INVALID)]),
                         load_default=list,
                         validate=validate.Length(max=MAX_IMAGES, error=Message(messages.TOO_MANY_IMAGES,
                                                                                max=MAX_IMAGES)),
                         metadata={"description": "The first is the card's picture (POST .../images adds one)."})
    brand_id = RowId(data_key="brandId", load_default=None)
    colour_id = RowId(data_key="colourId", load_default=None)
    category1 = _category(MAX_MAIN_CATEGORY, required=True)
    category2 = _category(allow_none=True, load_default=None)
    category3 = _category(allow_none=True, load_default=None)
    category4 = _category(allow_none=True, load_default=None)
    is_active = Flag(data_key="isActive", load_default=True)
    is_gift_card = Flag(data_key="isGiftCard", load_default=False)
    currency_prices = fields.Nested(
        lambda: CurrencyPricesInSchema(), data_key="currencyPrices", allow_none=True,
        metadata={"description": "A gift card's round amount in UAH, EUR or USD ({\"UAH\": \"1000\"}); a currency "
                                 "left out (or null) shows the GBP price converted."})

    @pre_load
    def _prepare(self, data, **_kwargs):
        """Ignore what the server computes; category slugs are lower-case; an empty level is none."""
        if not isinstance(data, dict):
            return data
        data = {key: value for key, value in data.items() if key not in READ_ONLY}
        for level in ("category1", "category2", "category3", "category4"):
            value = data.get(level)
            if isinstance(value, str):
                text = value.strip()
                data[level] = (text.lower() if text.isascii() else text) or (None if level != "category1" else "")
        return data

    @post_load
    def _to_columns(self, data, **_kwargs):
        """The model's column names and values: names and descriptions flattened, images joined, slug checked."""
        columns = {key: value for key, value in data.items() if key not in ("names", "descriptions")}
        for prefix, key in (("name", "names"), ("description", "descriptions")):
            for language, text in (data.get(key) or {}).items():
                required = prefix == "name" and language in ("en", "ua")
                if not text and not required:
                    # Optional names fall back to English when null; descriptions in en/ua are never null.
                    text = "" if prefix == "description" and language in ("en", "ua") else None
                columns[f"{prefix}_{language}"] = text
        if "images" in data:
            columns["images"] = ",".join(data["images"])
        if "minimum" in data:
            columns["minimum"] = Decimal("0.1") if data["minimum"] < 1 else Decimal("1")
        for key in ("price", "stock"):
            if key in data:
                columns[key] = data[key].quantize(CENT)  # 2.5 and "2.50" alike, and never "-0"
        if "currency_prices" in data:
            own = {code: f"{amount.quantize(CENT)}" for code, amount in sorted((data["currency_prices"] or {}).items())
                   if amount is not None}
            columns["currency_prices"] = own or None
        if data.get("slug"):
            columns["slug"] = data["slug"].lower()  # the field's pattern allows ASCII letters, digits and dashes
        elif "slug" in data:
            columns["slug"] = None
        return columns


class ProductChangesSchema(ProductInSchema):
    """PUT's body: any fields of the form (load it with ``partial=True``); the rules are the same."""


# ---------------------------------------------------------------- lists, uploads, import


def _choice(name: str, choices: tuple[str, ...]) -> validate.OneOf:
    return validate.OneOf(choices, error=Message(ONE_OF, name=name, choices=", ".join(choices)))


class ProductListArgsSchema(Schema):
    """Staff's product list: ?search= (sku and names), ?category1=, ?brandId=, ?stock=, ?active=, ?sort=, ?page=,
    ?limit= (25 a page unless asked)."""

    search = fields.String(validate=[validate.Length(max=200), _no_control(_CONTROL)],
                           metadata={"description": "Words of the sku or names."})
    category1 = fields.String(validate=[validate.Length(max=MAX_CATEGORY), _no_control(_CONTROL)])
    brand_id = fields.Integer(data_key="brandId", validate=validate.Range(min=1, max=MAX_ID),
                              metadata={"description": "Only this brand's products (its _id)."})
    stock = fields.String(validate=_choice("stock", StockState.ALL), metadata={
        "description": "in: some left; low: some, at most the shop's low-stock level (SHOP_LOW_STOCK, 5 by default); "
                       "out: none left. Gift cards are never low or out."})
    active = fields.Boolean(metadata={"description": "true: shown in the shop; false: hidden."})
    sort = fields.String(load_default=DEFAULT_SORT, validate=_choice("sort", tuple(SORTS)),
                         metadata={"description": "newest (the default), oldest, or a column and its direction: "
                                                  "name (English), sku, price (before discount), stock, updated."})
    page = fields.Integer(load_default=1, validate=validate.Range(min=1, max=100000))
    limit = fields.Integer(load_default=25, validate=validate.Range(min=1, max=100),
                           metadata={"description": "Products a page; the admin offers 25, 50 and 100."})


class ImageUploadSchema(Schema):
    image = Upload(required=True, metadata={"description": "JPEG, PNG, WebP or GIF, at most 8 MB."})


class ImageRemoveArgsSchema(Schema):
    url = fields.String(required=True, validate=validate.Length(min=1, max=MAX_IMAGE_URL),
                        metadata={"description": "One of the product's image URLs."})


class ImportArgsSchema(Schema):
    dry_run = fields.Boolean(data_key="dryRun", load_default=True,
                             metadata={"description": "true (the default): check the file and change nothing."})


class ImportFileSchema(Schema):
    file = Upload(required=True, metadata={"description": "A CSV in the columns of GET .../export.csv (UTF-8)."})


class ImportErrorSchema(Schema):
    row = fields.Integer(metadata={"description": "The row as a spreadsheet numbers it: the header is row 1."})
    field = fields.String(metadata={"description": "The column at fault (the file's own name for it)."})
    message = SaidString()


class ImportReportSchema(Schema):
    """What an import did (or, in a dry run, would do): products created and changed, and every error found."""

    dryRun = fields.Boolean(attribute="dry_run")
    rows = fields.Integer(metadata={"description": "Products in the file."})
    created = fields.Integer(metadata={"description": "New skus."})
    updated = fields.Integer(metadata={"description": "Existing products whose values change (unchanged rows "
                                                      "are neither created nor updated)."})
    errors = fields.List(fields.Nested(ImportErrorSchema))


class BrandOptionSchema(Schema):
    _id = fields.Function(lambda b: str(b.id), metadata={"type": "string"})
    name = fields.String()


class ColourOptionSchema(Schema):
    _id = fields.Function(lambda c: str(c.id), metadata={"type": "string"})
    name = fields.String()
    hex = fields.String()
    brandId = fields.Function(lambda c: _id_or_none(c.brand_id), metadata=_NULLABLE_ID)


class CategoryOptionSchema(Schema):
    path = fields.List(fields.String(allow_none=True),
                       metadata={"description": "category1..category4 (null below the node)."})
    label = fields.String(metadata={"example": "Fabrics / Lycra"})


class CatalogueOptionsSchema(Schema):
    """What staff's product form chooses from."""

    brands = fields.List(fields.Nested(BrandOptionSchema))
    colours = fields.List(fields.Nested(ColourOptionSchema))
    categories = fields.List(fields.Nested(CategoryOptionSchema))
    units = fields.List(fields.String())
