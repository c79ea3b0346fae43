
"""The demo catalogue as data: brands, colour palettes, the four category trees and the words products are named with.

Every text that ends up in a product's name or description comes in the five shop languages, always in the
order (en, ua, pl, ru, de). Category ``name`` values follow the spec's display rule: the part after ``__`` is the
Ukrainian variant, the first part is cut at the first ``_`` or `` -`` for the other languages; a few names use
those separators on purpose so the menu's rule is exercised by real data.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

LANGS = ("en", "ua", "pl", "ru", "de")
Names = tuple[str, str, str, str, str]

# --------------------------------------------------------------------------------------------------------------
# Brands
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BrandSpec:
    """A manufacturer: SKU prefix, a price level relative to the market and its logo's look.

    Which colour ranges a brand gets follows from the category families that list it.
    """

    name: str
    code: str
    price_factor: Decimal
    logo_colour: str
    serif: bool = False


# The first five are the spec's brand-logo list (ids 0-4) and must stay first, in this order.
BRANDS: tuple[BrandSpec, ...] = (
    BrandSpec("Astella", "AS", Decimal("0.85"), "#5B3A8C", serif=True),
    BrandSpec("Carvico", "CV", Decimal("1.10"), "#0E4C92"),
    BrandSpec("Chrisanne", "CH", Decimal("1.15"), "#9B1B5A", serif=True),
    BrandSpec("DSI", "DS", Decimal("1.10"), "#111111"),
    BrandSpec("Seven", "SV", Decimal("0.95"), "#C2185B"),
    BrandSpec("Preciosa", "PR", Decimal("1.00"), "#7A1F2B", serif=True),
    BrandSpec("Swarovski", "SW", Decimal("1.80"), "#1F2A44", serif=True),
    BrandSpec("Aurora", "AU", Decimal("0.75"), "#2E7D8C"),
    BrandSpec("Vita Fabrics", "VF", Decimal("0.90"), "#2F6B3B"),
    BrandSpec("Santoni", "SN", Decimal("1.05"), "#8C5A2B", serif=True),
    BrandSpec("Eurojersey", "EJ", Decimal("1.10"), "#00507A"),
    BrandSpec("Dance Fabrics", "DF", Decimal("0.90"), "#B0306A"),
    BrandSpec("Lumiere", "LU", Decimal("1.20"), "#6A4C93", serif=True),
    BrandSpec("Sirio", "SI", Decimal("1.00"), "#C0392B"),
    BrandSpec("Madeira", "MD", Decimal("1.00"), "#1B5E20", serif=True),
    BrandSpec("Beacon", "BC", Decimal("1.00"), "#E65100"),
)

BRAND_BY_CODE = {b.code: b for b in BRANDS}

# Which fabric families each fabric brand weaves (by level-2 slug); brands not listed make every family.
FABRIC_SPECIALITIES: dict[str, tuple[str, ...]] = {
    "CV": ("lycra", "mesh", "lace"),
    "EJ": ("lycra", "mesh", "crepe"),
    "SN": ("lycra", "mesh", "velvet"),
    "LU": ("chiffon", "lace", "sequin-fabrics", "georgette", "satin", "velvet"),
    "SV": ("lycra", "mesh", "velvet", "sequin-fabrics", "chiffon"),
}
FABRIC_BRANDS = ("CV", "CH", "DS", "SV", "VF", "SN", "EJ", "DF", "LU")
CRYSTAL_BRANDS = ("AS", "CH", "DS", "PR", "SW", "AU")
PEARL_BRANDS = ("AS", "PR", "SW")

# Sub-brand "lines" put between brand and article when a brand has several articles of one kind, so two
# products never read exactly alike.
LINES = {
    "fabric": ("Milano", "Classic", "Premium", "Soft Touch", "Supreme", "Competition", "Studio", "Aria",
               "Bellissima", "Dolce", "Verona", "Lux"),
    "crystal": ("Maxima", "Classic", "Brilliance", "Ultra", "Elite", "Prestige"),
    "accessory": ("Pro", "Classic", "Deluxe", "Studio", "Stage"),
    "collection": ("Deluxe", "Mini", "Pro", "Junior", "Premier"),
}

# --------------------------------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ColourSpec:
    """A named colour; ``names`` translate it for product names, the Colour row stores the English one."""

    names: Names
    hex: str

    @property
    def name(self) -> str:
        """The English name, as stored on the Colour row."""
        return self.names[0]


def _c(en: str, ua: str, pl: str, ru: str, de: str, hex_value: str) -> ColourSpec:
    """A translated colour: names in (en, ua, pl, ru, de) and its hex value."""
    return ColourSpec((en, ua, pl, ru, de), hex_value)


FABRIC_COLOURS: tuple[ColourSpec, ...] = (
    _c("Black", "Чорний", "Czarny", "Чёрный", "Schwarz", "#000000"),
    _c("White", "Білий", "Biały", "Белый", "Weiß", "#FFFFFF"),
    _c("Ivory", "Слонова кістка", "Kość słoniowa", "Слоновая кость", "Elfenbein", "#FFFFF0"),
    _c("Nude", "Тілесний", "Cielisty", "Телесный", "Hautfarben", "#E3BC9A"),
    _c("Champagne", "Шампань", "Szampański", "Шампань", "Champagner", "#F7E7CE"),
    _c("Silver", "Срібний", "Srebrny", "Серебряный", "Silber", "#C0C0C0"),
    _c("Gold", "Золотий", "Złoty", "Золотой", "Gold", "#D4AF37"),
    _c("Red", "Червоний", "Czerwony", "Красный", "Rot", "#D0021B"),
    _c("Fuchsia", "Фуксія", "Fuksja", "Фуксия", "Fuchsia", "#FF00FF"),
    _c("Hot Pink", "Яскраво-рожевий", "Gorący róż", "Ярко-розовый", "Knallpink", "#FF69B4"),
    _c("Baby Pink", "Ніжно-рожевий", "Pudrowy róż", "Нежно-розовый", "Babyrosa", "#F4C2C2"),
    _c("Coral", "Кораловий", "Koralowy", "Коралловый", "Koralle", "#FF7F50"),
    _c("Orange", "Помаранчевий", "Pomarańczowy", "Оранжевый", "Orange", "#FF8C00"),
    _c("Lemon", "Лимонний", "Cytrynowy", "Лимонный", "Zitronengelb", "#FFF44F"),
    _c("Lime", "Лайм", "Limonkowy", "Лайм", "Limette", "#9ACD32"),
    _c("Mint", "М'ятний", "Miętowy", "Мятный", "Mint", "#98E8C1"),
    _c("Emerald", "Смарагдовий", "Szmaragdowy", "Изумрудный", "Smaragd", "#50C878"),
    _c("Bottle Green", "Пляшковий зелений", "Butelkowa zieleń", "Бутылочный зелёный", "Flaschengrün", "#006A4E"),
    _c("Turquoise", "Бірюзовий", "Turkusowy", "Бирюзовый", "Türkis", "#40E0D0"),
    _c("Teal", "Темно-бірюзовий", "Morski", "Тёмно-бирюзовый", "Petrol", "#008080"),
    _c("Sky Blue", "Небесно-блакитний", "Błękitny", "Небесно-голубой", "Himmelblau", "#87CEEB"),
    _c("Electric Blue", "Електрик", "Elektryczny niebieski", "Электрик", "Elektrikblau", "#2A7FFF"),
    _c("Royal Blue", "Королівський синій", "Królewski niebieski", "Королевский синий", "Königsblau", "#4169E1"),
    _c("Navy", "Темно-синій", "Granatowy", "Тёмно-синий", "Marineblau", "#000080"),
    _c("Purple", "Фіолетовий", "Fioletowy", "Фиолетовый", "Violett", "#800080"),
    _c("Lilac", "Бузковий", "Liliowy", "Сиреневый", "Flieder", "#C8A2C8"),
    _c("Lavender", "Лавандовий", "Lawendowy", "Лавандовый", "Lavendel", "#B57EDC"),
    _c("Burgundy", "Бордовий", "Bordowy", "Бордовый", "Bordeaux", "#800020"),
    _c("Chocolate", "Шоколадний", "Czekoladowy", "Шоколадный", "Schokobraun", "#7B3F00"),
    _c("Peach", "Персиковий", "Brzoskwiniowy", "Персиковый", "Pfirsich", "#FFCBA4"),
    _c("Rose Gold", "Рожеве золото", "Różowe złoto", "Розовое золото", "Roségold", "#B76E79"),
    _c("Charcoal", "Графітовий", "Grafitowy", "Графитовый", "Anthrazit", "#36454F"),
)

# Stone colours carry the makers' trade names (the English ``name`` every brand's card prints); shops abroad write
# the gem and colour words in their own language and keep only true trade names (Siam, Montana, Aurum, AB) as they
# are, adding the trade word in brackets where the plain colour word would read as another colour (Jet beside the
# fabrics' Black).
CRYSTAL_COLOURS: tuple[ColourSpec, ...] = (
    _c("Crystal", "Кристал", "Kryształ", "Кристалл", "Kristall", "#F4F7FB"),
    _c("Crystal AB", "Кристал AB", "Kryształ AB", "Кристалл AB", "Kristall AB", "#E8F1FF"),
    _c("Jet", "Чорний (Jet)", "Czarny (Jet)", "Чёрный (Jet)", "Schwarz (Jet)", "#0B0B0B"),
    _c("Jet Hematite", "Чорний гематит", "Czarny hematyt", "Чёрный гематит", "Schwarz-Hämatit", "#4A4E54"),
    _c("Black Diamond", "Чорний діамант", "Czarny diament", "Чёрный алмаз", "Schwarzer Diamant", "#5A5A60"),
    _c("Siam", "Сіам", "Siam", "Сиам", "Siam", "#A4001D"),
    _c("Light Siam", "Світлий сіам", "Jasny Siam", "Светлый сиам", "Siam hell", "#D0213A"),
    _c("Rose", "Рожевий", "Róż", "Розовый", "Rosa", "#F3A6C0"),
    _c("Light Rose", "Світло-рожевий", "Jasny róż", "Светло-розовый", "Hellrosa", "#F9C6D3"),
    _c("Fuchsia", "Фуксія", "Fuksja", "Фуксия", "Fuchsia", "#C2185B"),
    _c("Sapphire", "Сапфір", "Szafir", "Сапфир", "Saphir", "#0F3D91"),
    _c("Light Sapphire", "Світлий сапфір", "Jasny szafir", "Светлый сапфир", "Saphir hell", "#6FA3E0"),
    _c("Capri Blue", "Синій капрі", "Niebieski capri", "Синий капри", "Capriblau", "#0067A5"),
    _c("Montana", "Монтана", "Montana", "Монтана", "Montana", "#2B3A67"),
    _c("Aquamarine", "Аквамарин", "Akwamaryn", "Аквамарин", "Aquamarin", "#7FD1E8"),
    _c("Emerald", "Смарагд", "Szmaragd", "Изумруд", "Smaragd", "#00875A"),
    _c("Peridot", "Перидот", "Perydot", "Перидот", "Peridot", "#9BC53D"),
    _c("Citrine", "Цитрин", "Cytryn", "Цитрин", "Citrin", "#E4C000"),
    _c("Jonquil", "Жонкіль", "Żonkil", "Жонкиль", "Jonquille", "#F6E27A"),
    _c("Topaz", "Топаз", "Topaz", "Топаз", "Topas", "#D98C1F"),
    _c("Hyacinth", "Гіацинт", "Hiacynt", "Гиацинт", "Hyazinth", "#E2571E"),
    _c("Amethyst", "Аметист", "Ametyst", "Аметист", "Amethyst", "#9966CC"),
    _c("Tanzanite", "Танзаніт", "Tanzanit", "Танзанит", "Tansanit", "#6B5CA5"),
    _c("Golden Shadow", "Золота тінь", "Złoty cień", "Золотая тень", "Goldener Schatten", "#E8D08A"),
    _c("Aurum", "Аурум", "Aurum", "Аурум", "Aurum", "#D4A94B"),
)

# A pearl's name says it is a pearl, so "White Pearl" never reads like the fabric "White" in one colour filter.
PEARL_COLOURS: tuple[ColourSpec, ...] = (
    _c("White Pearl", "Біла перлина", "Biała perła", "Белый жемчуг", "Weiße Perle", "#FAFAF5"),
    _c("Cream Pearl", "Кремова перлина", "Kremowa perła", "Кремовый жемчуг", "Cremefarbene Perle", "#F5E9D3"),
    _c("Cream Rose Pearl", "Кремово-рожева перлина", "Kremoworóżowa perła", "Кремово-розовый жемчуг",
       "Creme-Rosé-Perle", "#F3D9CF"),
    _c("Light Grey Pearl", "Світло-сіра перлина", "Jasnoszara perła", "Светло-серый жемчуг", "Hellgraue Perle",
       "#CFCFD4"),
    _c("Dark Grey Pearl", "Темно-сіра перлина", "Ciemnoszara perła", "Тёмно-серый жемчуг", "Dunkelgraue Perle",
       "#6E6E76"),
    _c("Bronze Pearl", "Бронзова перлина", "Brązowa perła", "Бронзовый жемчуг", "Bronzeperle", "#A97142"),
    _c("Gold Pearl", "Золота перлина", "Złota perła", "Золотой жемчуг", "Goldperle", "#D8B45C"),
)

# Trims and notions come in a shorter card of popular shades than fabrics do.
TRIM_NAMES = ("Black", "White", "Nude", "Silver", "Gold", "Red", "Fuchsia", "Hot Pink", "Emerald", "Turquoise",
              "Royal Blue", "Navy", "Purple", "Burgundy")
TRIM_COLOURS = tuple(c for c in FABRIC_COLOURS if c.name in TRIM_NAMES)

PALETTES: dict[str, tuple[ColourSpec, ...]] = {
    "fabric": FABRIC_COLOURS,
    "trim": TRIM_COLOURS,
    "crystal": CRYSTAL_COLOURS,
    "pearl": PEARL_COLOURS,
}
# Every range starts with these (every brand stocks black, white and clear); the rest is drawn per brand.
PALETTE_STAPLES = {"fabric": ("Black", "White", "Nude"), "trim": ("Black", "White"),
                   "crystal": ("Crystal", "Crystal AB", "Jet"), "pearl": ("White Pearl", "Cream Pearl")}
PALETTE_SIZES = {"fabric": (12, 20), "trim": (9, 14), "crystal": (12, 20), "pearl": (4, 7)}

# Some looks only come in some shades, as in real ranges: metallics in metal and jewel tones, velvet in deep
# colours, prints on a handful of grounds. (It also keeps the number of generated pictures down.)
_METAL_SHADES = ("Black", "Gold", "Silver", "Rose Gold", "Champagne", "Royal Blue", "Fuchsia", "Emerald", "Red",
                 "Purple", "Turquoise", "Electric Blue")
_PRINT_GROUNDS = ("Black", "White", "Ivory", "Nude", "Red", "Royal Blue", "Fuchsia", "Emerald", "Navy", "Coral",
                  "Turquoise", "Purple")
_STONE_SHADES = ("Crystal", "Crystal AB", "Jet", "Jet Hematite", "Siam", "Sapphire", "Emerald", "Fuchsia",
                 "Golden Shadow", "Light Rose", "Aquamarine", "Amethyst")
SHADES_BY_LOOK: dict[str, tuple[str, ...]] = {
    "metallic": _METAL_SHADES,
    "hologram": _METAL_SHADES,
    "glitter": _METAL_SHADES,
    "sequin": ("Black", "White", "Gold", "Silver", "Rose Gold", "Champagne", "Red", "Royal Blue", "Fuchsia", "Emerald",
               "Purple", "Turquoise"),
    "animal": _PRINT_GROUNDS,
    "floral": _PRINT_GROUNDS,
    "abstract": _PRINT_GROUNDS,
    "ombre": ("Black", "Fuchsia", "Royal Blue", "Emerald", "Purple", "Orange", "Turquoise", "Red", "Coral", "Lilac",
              "Hot Pink"),
    "lace": ("Black", "White", "Ivory", "Nude", "Champagne", "Red", "Navy", "Burgundy", "Gold", "Silver",
             "Royal Blue", "Fuchsia"),
    "velvet": ("Black", "Burgundy", "Navy", "Bottle Green", "Royal Blue", "Purple", "Red", "Chocolate", "Charcoal",
               "Emerald", "Fuchsia", "Teal"),
    "chaton": _STONE_SHADES,
    "chain": _STONE_SHADES,
    "banding": _STONE_SHADES,
    "earring": ("Crystal", "Crystal AB", "Jet", "Siam", "Sapphire", "Emerald", "Fuchsia", "Golden Shadow",
                "Light Rose", "Amethyst"),
    "motif": ("Crystal", "Crystal AB", "Jet", "Siam", "Sapphire", "Fuchsia", "Golden Shadow", "Black", "White",
              "Gold", "Silver", "Red", "Royal Blue", "Emerald"),
    "zip": ("Black", "White", "Nude", "Navy", "Red", "Royal Blue", "Fuchsia", "Emerald", "Purple", "Burgundy"),
}

# --------------------------------------------------------------------------------------------------------------
# Vocabularies used in descriptions
# --------------------------------------------------------------------------------------------------------------

FIBRES: dict[str, Names] = {
    "PA": ("polyamide", "поліамід", "poliamid", "полиамид", "Polyamid"),
    "EA": ("elastane", "еластан", "elastan", "эластан", "Elasthan"),
    "PES": ("polyester", "поліестер", "poliester", "полиэстер", "Polyester"),
    "VI": ("viscose", "віскоза", "wiskoza", "вискоза", "Viskose"),
    "SE": ("silk", "шовк", "jedwab", "шёлк", "Seide"),
    "LU": ("metallic yarn", "люрекс", "lureks", "люрекс", "Lurex"),
    "CO": ("cotton", "бавовна", "bawełna", "хлопок", "Baumwolle"),
}

STRETCH: dict[str, Names] = {
    "4way": ("4-way", "у 4 напрямках", "w 4 kierunkach", "в 4 направлениях", "4-Wege-Stretch"),
    "2way": ("2-way", "у 2 напрямках", "w 2 kierunkach", "в 2 направлениях", "2-Wege-Stretch"),
    "none": ("non-stretch", "не тягнеться", "nierozciągliwa", "не тянется", "nicht dehnbar"),
}

LABELS: dict[str, Names] = {
    "stretch": ("Stretch", "Еластичність", "Rozciągliwość", "Растяжимость", "Dehnbarkeit"),
    "composition": ("Composition", "Склад", "Skład", "Состав", "Zusammensetzung"),
    "width": ("Width", "Ширина", "Szerokość", "Ширина", "Breite"),
    "weight": ("Weight", "Щільність", "Gramatura", "Плотность", "Gewicht"),
    "size": ("Size", "Розмір", "Rozmiar", "Размер", "Größe"),
    "pack": ("Pack", "Упаковка", "Opakowanie", "Упаковка", "Packung"),
}

FABRIC_USE: Names = (
    "Ideal for ballroom and Latin dresses, leotards and stage costumes.",
    "Ідеально для бальних і латиноамериканських суконь, купальників і сценічних костюмів.",
    "Idealna na suknie do tańca towarzyskiego i latynoamerykańskiego, body i kostiumy sceniczne.",
    "Идеально для бальных и латиноамериканских платьев, купальников и сценических костюмов.",
    "Ideal für Standard- und Lateinkleider, Bodys und Bühnenkostüme.",
)
FABRIC_SOLD: Names = (
    "Sold by the metre; the price shown is per 10 cm (0.1 m).",
    "Продається на метраж; вказана ціна — за 10 см (0,1 м).",
    "Sprzedawana na metry; podana cena dotyczy 10 cm (0,1 m).",
    "Продаётся на метраж; указана цена за 10 см (0,1 м).",
    "Meterware; der angegebene Preis gilt pro 10 cm (0,1 m).",
)
CRYSTAL_GLASS: Names = (
    "Lead-free, precision-cut glass with a mirror-foiled back for maximum sparkle.",
    "Безсвинцеве скло точного огранювання з дзеркальним покриттям для максимального блиску.",
    "Bezołowiowe, precyzyjnie szlifowane szkło z lustrzanym spodem dla maksymalnego blasku.",
    "Бессвинцовое стекло точной огранки с зеркальной подложкой для максимального блеска.",
    "Bleifreies, präzise geschliffenes Glas mit verspiegelter Rückseite für maximale Brillanz.",
)
BACKINGS: dict[str, Names] = {
    "hotfix": (
        "Hotfix: the glue is already on the back — apply with a hotfix applicator or a heat press at 150-160 °C.",
        "Hotfix: клей уже нанесено на зворотний бік — наносьте аплікатором або термопресом при 150–160 °C.",
        "Hotfix: klej jest już na spodzie — nakładaj aplikatorem lub prasą termiczną w 150–160 °C.",
        "Hotfix: клей уже нанесён на обратную сторону — приклеивайте аппликатором или термопрессом при 150–160 °C.",
        "Hotfix: Der Kleber ist bereits aufgetragen — mit Applikator oder Transferpresse bei 150–160 °C fixieren.",
    ),
    "nonhotfix": (
        "Non-hotfix: fix with Gem-Tac or E6000 glue — the best choice for stretch fabrics.",
        "Без клею: фіксуйте клеєм Gem-Tac або E6000 — найкращий вибір для еластичних тканин.",
        "Bez kleju: przyklej klejem Gem-Tac lub E6000 — najlepszy wybór do tkanin elastycznych.",
        "Без клея: фиксируйте клеем Gem-Tac или E6000 — лучший выбор для эластичных тканей.",
        "Ohne Kleber: mit Gem-Tac oder E6000 fixieren — die beste Wahl für Stretchstoffe.",
    ),
    "sewon": (
        "Sew-on stones with two channels in a metal setting — sew them on, no glue needed.",
        "Пришивні камені з двома каналами в металевій оправі — просто пришийте, клей не потрібен.",
        "Kamienie do przyszycia z dwoma kanałami w metalowej oprawie — bez kleju.",
        "Пришивные камни с двумя каналами в металлической оправе — просто пришейте, клей не нужен.",
        "Aufnähsteine mit zwei Kanälen in Metallfassung — einfach annähen, kein Kleber nötig.",
    ),
    "pearl": (
        "Glass pearls with a lustrous, scratch-resistant coating that keeps its shine under stage lights.",
        "Скляні перли зі стійким перламутровим покриттям, що не тьмяніє під сценічним світлом.",
        "Szklane perły z trwałą, perłową powłoką, która lśni w świetle sceny.",
        "Стеклянный жемчуг со стойким перламутровым покрытием, не тускнеющим под светом сцены.",
        "Glasperlen mit kratzfester Perlmuttbeschichtung, die im Bühnenlicht glänzt.",
    ),
    "chaton": (
        "Pointed-back chatons for settings, cup chains and jewellery-style costume details.",
        "Гостроспинні шатони для цапів, стразових ланцюжків і ювелірних деталей костюма.",
        "Szatony z ostrym spodem do opraw, łańcuszków i biżuteryjnych detali kostiumu.",
        "Остроспинные шатоны для цапов, стразовых цепочек и ювелирных деталей костюма.",
        "Chatons mit spitzer Rückseite für Fassungen, Strassketten und schmuckartige Kostümdetails.",
    ),
    "chain": (
        "Stones set in flexible metal cups; cut to length with side cutters and sew or glue in place.",
        "Камені в гнучких металевих цапах; ріжте кусачками потрібної довжини, пришивайте або приклеюйте.",
        "Kamienie w elastycznych metalowych oprawkach; przytnij na wymiar, przyszyj lub przyklej.",
        "Камни в гибких металлических цапах; режьте кусачками нужной длины, пришивайте или приклеивайте.",
        "Steine in flexiblen Metallfassungen; mit dem Seitenschneider kürzen, annähen oder kleben.",
    ),
}
GENERIC_ACCESSORY: Names = (
    "A costume-maker's favourite, ready to ship from our UK warehouse.",
    "Улюблений матеріал костюмерів, відправляємо зі складу у Великій Британії.",
    "Ulubiony dodatek krawców kostiumów, wysyłany z naszego magazynu w Wielkiej Brytanii.",
    "Любимый материал костюмеров, отправляем со склада в Великобритании.",
    "Ein Favorit der Kostümbildner, versandfertig aus unserem Lager in Großbritannien.",
)
GENERIC_COLLECTION: Names = (
    "Everything in the set is colour-matched by our studio, so the pieces work together on one costume.",
    "Усе в наборі підібрано за кольором у нашій студії, тож елементи ідеально поєднуються в одному костюмі.",
    "Wszystkie elementy zestawu są dobrane kolorystycznie w naszym studiu i pasują do jednego kostiumu.",
    "Всё в наборе подобрано по цвету в нашей студии, поэтому элементы сочетаются в одном костюме.",
    "Alle Teile des Sets sind in unserem Atelier farblich abgestimmt und passen zu einem Kostüm.",
)

# Units as printed after a number in names and descriptions.
UNIT_WORDS: dict[str, Names] = {
    "pcs": ("pcs", "шт.", "szt.", "шт.", "Stk."),
    "m": ("m", "м", "m", "м", "m"),
    "cm": ("cm", "см", "cm", "см", "cm"),
    "mm": ("mm", "мм", "mm", "мм", "mm"),
    "ml": ("ml", "мл", "ml", "мл", "ml"),
    "gsm": ("g/m²", "г/м²", "g/m²", "г/м²", "g/m²"),
    "tips": ("tips", "насадок", "końcówek", "насадок", "Spitzen"),
}

# --------------------------------------------------------------------------------------------------------------
# Category trees with the product families at their leaves
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Option:
    """A sold variant that is not a colour (pack size, length, volume) and its price relative to the base."""

    label: Names
    factor: Decimal = Decimal("1")


def opt(amount: str, unit: str, factor: str = "1") -> Option:
    """An option such as "1440 pcs" or "59 ml", with the unit word in every language."""
    words = UNIT_WORDS[unit]
    # Decimal commas for the languages that write them (0,5 m), points for English.
    shown = [amount if lang == "en" else amount.replace(".", ",") for lang in LANGS]
    labels: Names = tuple(f"{shown[i]} {words[i]}" for i in range(5))  # type: ignore[assignment]
    return Option(labels, Decimal(factor))


@dataclass(frozen=True)
class Family:
    """What a leaf category sells: how its products are named, priced, stocked, described and drawn.

    ``price`` is the range in pence of the base option (fabrics: per 10 cm). ``palette`` names the colour
    range variants are drawn from, or None for goods sold in options instead of colours.
    """

    kind: str  # fabric | crystal | accessory | collection
    code: str  # SKU type code, e.g. "LY"
    article: Names
    image: str  # texture or shape the image generator draws
    price: tuple[int, int]
    unit: str = "pcs"
    palette: str | None = "fabric"
    brands: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    # fabric facts
    stretch: str = "4way"
    compositions: tuple[tuple[tuple[int, str], ...], ...] = ()
    widths: tuple[int, ...] = (150,)
    weight: tuple[int, int] = (180, 220)
    # crystal facts
    sizes: tuple[str, ...] = ()
    backing: str = ""
    # the description's lead-in sentence; None takes the nearest category's
    blurb: Names | None = None


@dataclass(frozen=True)
class Node:
    """One category: slug, names in five languages, optional stored-name override, menu link and children."""

    slug: str
    names: Names
    children: tuple[Node, ...] = ()
    family: Family | None = None
    stored: str | None = None
    link: str | None = None
    blurb: Names | None = None  # lead-in sentence for the descriptions of the products below

    @property
    def stored_name(self) -> str:
        """The Category.name value: "English__Українська" unless the data overrides it."""
        return self.stored or f"{self.names[0]}__{self.names[1]}"


def N(en: str, ua: str, pl: str, ru: str, de: str) -> Names:  # noqa: N802 - reads like a literal in the tables
    """Five names in the shop's language order."""
    return (en, ua, pl, ru, de)


# Compositions (percent, fibre code).
_PA_EA = (((80, "PA"), (20, "EA")), ((78, "PA"), (22, "EA")), ((82, "PA"), (18, "EA")))
_PA_EA_LIGHT = (((90, "PA"), (10, "EA")), ((88, "PA"), (12, "EA")))
_PES = (((100, "PES"),),)
_PES_EA = (((95, "PES"), (5, "EA")), ((97, "PES"), (3, "EA")))
_METALLIC = (((75, "PA"), (17, "EA"), (8, "LU")), ((80, "PA"), (20, "EA")))
_VELVET = (((92, "PES"), (8, "EA")), ((90, "PES"), (10, "EA")))
_DEVORE = (((82, "VI"), (18, "SE")), ((90, "PES"), (10, "EA")))
_LACE = (((90, "PA"), (10, "EA")), ((100, "PA"),), ((70, "VI"), (30, "CO")))


def _fabric(code: str, article: Names, image: str, price: tuple[int, int], **kw) -> Family:
    """A fabric family: sold by the metre, priced per 10 cm."""
    return Family("fabric", code, article, image, price, unit="m", **kw)


# The lead-in sentence each fabric description opens with, per level-2 category.
LYCRA_BLURB: Names = (
    "Dense, opaque lycra with excellent recovery — it hugs the body and keeps its shape all night.",
    "Щільна непрозора лайкра з чудовим відновленням форми — облягає тіло й тримає форму весь вечір.",
    "Gęsta, kryjąca lycra o świetnej pamięci kształtu — przylega do ciała i trzyma formę przez cały wieczór.",
    "Плотная непрозрачная лайкра с отличным восстановлением — облегает фигуру и держит форму весь вечер.",
    "Dichter, blickdichter Lycra-Stoff mit hervorragender Rücksprungkraft — schmiegt sich an den Körper und bleibt "
    "den ganzen Abend in Form.",
)
MESH_BLURB: Names = (
    "Fine, breathable mesh for illusion panels, sleeves and linings.",
    "Тонка дихаюча сітка для ілюзійних вставок, рукавів і підкладки.",
    "Cienka, przewiewna siatka na wstawki typu iluzja, rękawy i podszewki.",
    "Тонкая дышащая сетка для вставок-иллюзий, рукавов и подкладки.",
    "Feines, atmungsaktives Mesh für Illusionseinsätze, Ärmel und Futter.",
)
CHIFFON_BLURB: Names = (
    "Airy chiffon that floats beautifully in spins — the classic for ballroom floats and skirts.",
    "Легкий шифон, що красиво летить у обертах, — класика для бальних шлейфів і спідниць.",
    "Zwiewny szyfon, który pięknie unosi się w obrotach — klasyka na treny i spódnice do tańca standardowego.",
    "Воздушный шифон, который красиво летит во вращениях, — классика для бальных шлейфов и юбок.",
    "Luftiger Chiffon, der bei jeder Drehung wunderschön schwingt — der Klassiker für Schleppen und Röcke im Standard.",
)
VELVET_BLURB: Names = (
    "Rich velvet with a deep pile that glows under stage lights.",
    "Розкішний оксамит із глибоким ворсом, що сяє під сценічним світлом.",
    "Szlachetny aksamit o głębokim włosie, który lśni w świetle reflektorów.",
    "Роскошный бархат с глубоким ворсом, который сияет в свете софитов.",
    "Edler Samt mit tiefem Flor, der im Scheinwerferlicht leuchtet.",
)
SATIN_BLURB: Names = (
    "Smooth satin with a soft lustre for bodices, trims and linings.",
    "Гладкий атлас із м'яким блиском для ліфів, оздоблення і підкладки.",
    "Gładka satyna o delikatnym połysku na gorsety, lamówki i podszewki.",
    "Гладкий атлас с мягким блеском для лифов, отделки и подкладки.",
    "Glatter Satin mit sanftem Glanz für Korsagen, Besätze und Futter.",
)
CREPE_BLURB: Names = (
    "Matt crepe with a fine grain that drapes fluidly and hides the seams.",
    "Матовий креп із дрібною фактурою, що м'яко драпірується і приховує шви.",
    "Matowa krepa o drobnym splocie, która miękko się układa i maskuje szwy.",
    "Матовый креп с мелкой фактурой: мягко драпируется и скрывает швы.",
    "Matter Crêpe mit feiner Struktur, der fließend fällt und Nähte kaschiert.",
)
LACE_BLURB: Names = (
    "Delicate lace with a clear pattern, ready to be decorated with stones.",
    "Делікатне мереживо з чітким малюнком, готове до декорування стразами.",
    "Delikatna koronka o wyraźnym wzorze, gotowa do ozdobienia kryształami.",
    "Нежное кружево с чётким рисунком, готовое к декорированию стразами.",
    "Zarte Spitze mit klar gezeichnetem Muster, wie geschaffen zum Besteinen.",
)
SEQUIN_BLURB: Names = (
    "Sequins stitched on a soft base — instant sparkle without hours of stoning.",
    "Паєтки на м'якій основі — миттєвий блиск без годин роботи зі стразами.",
    "Cekiny naszyte na miękki podkład — natychmiastowy blask bez wielogodzinnego naklejania kryształów.",
    "Пайетки, пришитые на мягкую основу, — мгновенный блеск без долгих часов работы со стразами.",
    "Auf weichen Grund genähte Pailletten — sofortiger Glanz ohne stundenlanges Besteinen.",
)
GEORGETTE_BLURB: Names = (
    "Semi-sheer georgette with a crisp hand, lighter than crepe and more matt than chiffon.",
    "Напівпрозорий жоржет, легший за креп і більш матовий, ніж шифон.",
    "Półprzezroczysta żorżeta o sprężystym chwycie — lżejsza od krepy i bardziej matowa niż szyfon.",
    "Полупрозрачный жоржет, упругий на ощупь, — легче крепа и более матовый, чем шифон.",
    "Halbtransparenter Georgette mit trockenem Griff — leichter als Crêpe und matter als Chiffon.",
)

FABRICS = Node("fabrics", N("Fabrics", "Тканини", "Tkaniny", "Ткани", "Stoffe"), children=(
    Node("lycra", N("Lycra", "Лайкра", "Lycra", "Лайкра", "Lycra"), blurb=LYCRA_BLURB, children=(
        Node("plain", N("Lycra Plain", "Лайкра однотонна", "Lycra gładka", "Лайкра однотонная", "Lycra uni"),
             children=(
            Node("matt", N("Matt", "Матова", "Matowa", "Матовая", "Matt"), family=_fabric(
                "LY", N("Lycra Plain Matt", "Лайкра однотонна матова", "Lycra gładka matowa",
                        "Лайкра однотонная матовая", "Lycra uni matt"),
                "sheen", (160, 260), compositions=_PA_EA, widths=(140, 150, 152), weight=(180, 230))),
            Node("shiny", N("Shiny", "Блискуча", "Błyszcząca", "Блестящая", "Glänzend"), family=_fabric(
                "LY", N("Lycra Plain Shiny", "Лайкра однотонна блискуча", "Lycra gładka błyszcząca",
                        "Лайкра однотонная блестящая", "Lycra uni glänzend"),
                "satin", (175, 285), compositions=_PA_EA, widths=(140, 150), weight=(190, 230))),
        )),
        Node("metallic", N("Metallic", "Металік", "Metaliczna", "Металлик", "Metallic"), family=_fabric(
            "LM", N("Metallic Lycra", "Лайкра металік", "Lycra metaliczna", "Лайкра металлик", "Metallic-Lycra"),
            "metallic", (240, 380), compositions=_METALLIC, widths=(140, 150), weight=(200, 240))),
        Node("hologram", N("Hologram", "Голограма", "Holograficzna", "Голограмма", "Hologramm"), family=_fabric(
            "LH", N("Hologram Lycra", "Лайкра голограма", "Lycra holograficzna", "Лайкра голограмма",
                    "Hologramm-Lycra"),
            "hologram", (290, 420), compositions=_METALLIC, widths=(140, 150), weight=(200, 240))),
        Node("printed", N("Printed", "З принтом", "Z nadrukiem", "С принтом", "Bedruckt"), children=(
            Node("animal-print", N("Animal print", "Анімалістичний принт", "Wzór zwierzęcy",
                                   "Анималистичный принт", "Animal-Print"), family=_fabric(
                "LP", N("Animal Print Lycra", "Лайкра з анімалістичним принтом", "Lycra we wzór zwierzęcy",
                        "Лайкра с анималистичным принтом", "Lycra mit Animal-Print"),
                "animal", (260, 390), compositions=_PA_EA, widths=(145, 150), weight=(170, 210))),
            Node("floral", N("Floral", "Квітковий", "Kwiatowy", "Цветочный", "Blumen"), family=_fabric(
                "LP", N("Floral Print Lycra", "Лайкра з квітковим принтом", "Lycra w kwiaty",
                        "Лайкра с цветочным принтом", "Lycra mit Blumendruck"),
                "floral", (260, 390), compositions=_PA_EA, widths=(145, 150), weight=(170, 210))),
            Node("abstract", N("Abstract", "Абстрактний", "Abstrakcyjny", "Абстрактный", "Abstrakt"), family=_fabric(
                "LP", N("Abstract Print Lycra", "Лайкра з абстрактним принтом", "Lycra z abstrakcyjnym nadrukiem",
                        "Лайкра с абстрактным принтом", "Lycra mit abstraktem Druck"),
                "abstract", (260, 390), compositions=_PA_EA, widths=(145, 150), weight=(170, 210))),
        )),
    )),
    Node("mesh", N("Mesh", "Сітка", "Siatka", "Сетка", "Mesh"), stored="Mesh - Power mesh__Сітка",
         blurb=MESH_BLURB, children=(
        Node("power-mesh", N("Power mesh", "Сітка пауер", "Siatka power mesh", "Сетка пауэр", "Powermesh"),
             family=_fabric("PM", N("Power Mesh", "Сітка пауер", "Siatka power mesh", "Сетка пауэр", "Powermesh"),
                            "mesh", (150, 240), compositions=_PA_EA, widths=(150, 160), weight=(100, 140))),
        Node("stretch-mesh", N("Stretch mesh", "Еластична сітка", "Siatka elastyczna", "Эластичная сетка",
                               "Stretch-Mesh"),
             family=_fabric("MS", N("Stretch Mesh", "Еластична сітка", "Siatka elastyczna", "Эластичная сетка",
                                    "Stretch-Mesh"),
                            "mesh", (120, 200), compositions=_PA_EA_LIGHT, widths=(150, 160), weight=(80, 120))),
        Node("glitter-mesh", N("Glitter mesh", "Сітка з глітером", "Siatka z brokatem", "Сетка с глиттером",
                               "Glitzer-Mesh"),
             family=_fabric("GM", N("Glitter Mesh", "Сітка з глітером", "Siatka z brokatem", "Сетка с глиттером",
                                    "Glitzer-Mesh"),
                            "glitter", (220, 320), compositions=_PA_EA_LIGHT, widths=(145, 150), weight=(100, 150))),
        Node("illusion-mesh", N("Illusion mesh", "Сітка-ілюзія", "Siatka iluzja", "Сетка-иллюзия", "Illusion-Mesh"),
             family=_fabric("IM", N("Illusion Mesh", "Сітка-ілюзія", "Siatka iluzja", "Сетка-иллюзия",
                                    "Illusion-Mesh"),
                            "mesh", (140, 220), compositions=_PA_EA_LIGHT, widths=(150, 160), weight=(60, 90))),
    )),
    Node("chiffon", N("Chiffon", "Шифон", "Szyfon", "Шифон", "Chiffon"), blurb=CHIFFON_BLURB, children=(
        Node("plain", N("Plain", "Однотонний", "Gładki", "Однотонный", "Uni"), family=_fabric(
            "CF", N("Chiffon Plain", "Шифон однотонний", "Szyfon gładki", "Шифон однотонный", "Chiffon uni"),
            "folds", (110, 200), stretch="none", compositions=_PES, widths=(150,), weight=(40, 70))),
        Node("printed", N("Printed", "З принтом", "Z nadrukiem", "С принтом", "Bedruckt"), children=(
            Node("ombre", N("Ombre", "Омбре", "Ombre", "Омбре", "Ombré"), family=_fabric(
                "CP", N("Ombre Chiffon", "Шифон омбре", "Szyfon ombre", "Шифон омбре", "Ombré-Chiffon"),
                "ombre", (180, 280), stretch="none", compositions=_PES, widths=(150,), weight=(40, 70))),
            Node("floral", N("Floral", "Квітковий", "Kwiatowy", "Цветочный", "Blumen"), family=_fabric(
                "CP", N("Floral Chiffon", "Шифон з квітковим принтом", "Szyfon w kwiaty", "Шифон с цветочным принтом",
                        "Chiffon mit Blumendruck"),
                "floral", (170, 260), stretch="none", compositions=_PES, widths=(150,), weight=(40, 70))),
        )),
    )),
    Node("velvet", N("Velvet", "Оксамит", "Aksamit", "Бархат", "Samt"), blurb=VELVET_BLURB, children=(
        Node("stretch-velvet", N("Stretch velvet", "Стрейч-оксамит", "Aksamit elastyczny", "Стрейч-бархат",
                                 "Stretch-Samt"),
             stored="Stretch Velvet - Solid__Стрейч-оксамит", children=(
            Node("solid", N("Solid", "Однотонний", "Gładki", "Однотонный", "Uni"), stored="Solid_colour__Однотонний",
                 family=_fabric("VL", N("Stretch Velvet", "Стрейч-оксамит", "Aksamit elastyczny", "Стрейч-бархат",
                                        "Stretch-Samt"),
                                "velvet", (240, 360), compositions=_VELVET, widths=(150,), weight=(250, 320))),
            Node("crushed", N("Crushed", "Жатий", "Gnieciony", "Мятый", "Knautschsamt"),
                 stored="Crushed - Panne__Жатий",
                 family=_fabric("VC", N("Crushed Velvet", "Жатий оксамит", "Aksamit gnieciony", "Мятый бархат",
                                        "Knautschsamt"),
                                "velvet", (230, 340), compositions=_VELVET, widths=(150,), weight=(230, 290))),
        )),
        Node("devore", N("Devoré", "Деворе", "Dewore", "Деворе", "Devoré"), family=_fabric(
            "DV", N("Devoré Velvet", "Оксамит деворе", "Aksamit dewore", "Бархат деворе", "Devoré-Samt"),
            "floral", (320, 450), stretch="2way", compositions=_DEVORE, widths=(140,), weight=(160, 210))),
    )),
    Node("satin", N("Satin", "Атлас", "Satyna", "Атлас", "Satin"), blurb=SATIN_BLURB, children=(
        Node("stretch-satin", N("Stretch satin", "Стрейч-атлас", "Satyna elastyczna", "Стрейч-атлас", "Stretch-Satin"),
             family=_fabric("SA", N("Stretch Satin", "Стрейч-атлас", "Satyna elastyczna", "Стрейч-атлас",
                                    "Stretch-Satin"),
                            "satin", (140, 240), stretch="2way", compositions=_PES_EA, weight=(120, 160))),
        Node("duchess-satin", N("Duchess satin", "Атлас дюшес", "Satyna duchesse", "Атлас дюшес", "Duchesse-Satin"),
             family=_fabric("SD", N("Duchess Satin", "Атлас дюшес", "Satyna duchesse", "Атлас дюшес",
                                    "Duchesse-Satin"),
                            "satin", (190, 280), stretch="none", compositions=_PES, weight=(200, 260))),
        Node("crepe-back-satin", N("Crepe-back satin", "Атлас-креп", "Satyna crepe", "Атлас-креп", "Crêpe-Satin"),
             family=_fabric("SC", N("Crepe-back Satin", "Атлас-креп", "Satyna crepe", "Атлас-креп", "Crêpe-Satin"),
                            "satin", (170, 260), stretch="none", compositions=_PES, weight=(140, 180))),
    )),
    Node("crepe", N("Crepe", "Креп", "Krepa", "Креп", "Crêpe"), blurb=CREPE_BLURB, children=(
        Node("stretch-crepe", N("Stretch crepe", "Стрейч-креп", "Krepa elastyczna", "Стрейч-креп", "Stretch-Crêpe"),
             family=_fabric("CR", N("Stretch Crepe", "Стрейч-креп", "Krepa elastyczna", "Стрейч-креп",
                                    "Stretch-Crêpe"),
                            "folds", (160, 280), stretch="2way", compositions=_PES_EA, weight=(180, 220))),
        Node("moss-crepe", N("Moss crepe", "Креп мосс", "Krepa moss", "Креп мосс", "Moss-Crêpe"),
             family=_fabric("CM", N("Moss Crepe", "Креп мосс", "Krepa moss", "Креп мосс", "Moss-Crêpe"),
                            "folds", (150, 240), stretch="none", compositions=_PES, weight=(160, 200))),
    )),
    Node("lace", N("Lace", "Мереживо", "Koronka", "Кружево", "Spitze"), blurb=LACE_BLURB, children=(
        Node("stretch-lace", N("Stretch lace", "Еластичне мереживо", "Koronka elastyczna", "Эластичное кружево",
                               "Stretch-Spitze"),
             family=_fabric("LC", N("Stretch Lace", "Еластичне мереживо", "Koronka elastyczna",
                                    "Эластичное кружево", "Stretch-Spitze"),
                            "lace", (350, 560), stretch="2way", compositions=_LACE[:1], widths=(130, 150),
                            weight=(100, 150))),
        Node("corded-lace", N("Corded lace", "Мереживо зі шнуром", "Koronka sznurkowa", "Кружево со шнуром",
                              "Cordonnet-Spitze"),
             family=_fabric("LK", N("Corded Lace", "Мереживо зі шнуром", "Koronka sznurkowa", "Кружево со шнуром",
                                    "Cordonnet-Spitze"),
                            "lace", (420, 650), stretch="none", compositions=_LACE[1:], widths=(130,),
                            weight=(150, 200))),
        Node("guipure", N("Guipure", "Гіпюр", "Gipiura", "Гипюр", "Guipure"),
             family=_fabric("GP", N("Guipure Lace", "Гіпюр", "Gipiura", "Гипюр", "Guipure-Spitze"),
                            "lace", (380, 620), stretch="none", compositions=_PES, widths=(120, 140),
                            weight=(180, 240))),
    )),
    Node("sequin-fabrics", N("Sequin fabrics", "Тканини з паєтками", "Tkaniny z cekinami", "Ткани с пайетками",
                             "Paillettenstoffe"), blurb=SEQUIN_BLURB, children=(
        Node("sequins-on-mesh", N("Sequins on mesh", "Паєтки на сітці", "Cekiny na siatce", "Пайетки на сетке",
                                  "Pailletten auf Mesh"),
             family=_fabric("SQ", N("Sequin Mesh", "Паєтки на сітці", "Cekiny na siatce", "Пайетки на сетке",
                                    "Paillettenmesh"),
                            "sequin", (380, 620), stretch="2way", compositions=_PES, widths=(130,),
                            weight=(180, 260))),
        Node("stretch-sequin", N("Stretch sequin", "Еластичні паєтки", "Cekiny elastyczne", "Эластичные пайетки",
                                 "Stretch-Pailletten"),
             family=_fabric("SQ", N("Stretch Sequin", "Еластичні паєтки", "Cekiny elastyczne", "Эластичные пайетки",
                                    "Stretch-Pailletten"),
                            "sequin", (420, 680), compositions=_VELVET, widths=(130,), weight=(200, 280))),
        Node("reversible-sequin", N("Reversible sequin", "Двосторонні паєтки", "Cekiny dwustronne",
                                    "Двусторонние пайетки", "Wendepailletten"),
             family=_fabric("SR", N("Reversible Sequin", "Двосторонні паєтки", "Cekiny dwustronne",
                                    "Двусторонние пайетки", "Wendepailletten"),
                            "sequin", (480, 750), stretch="2way", compositions=_PES, widths=(130,),
                            weight=(250, 320))),
    )),
    Node("georgette", N("Georgette", "Жоржет", "Żorżeta", "Жоржет", "Georgette"), blurb=GEORGETTE_BLURB, children=(
        Node("plain", N("Plain", "Однотонний", "Gładka", "Однотонный", "Uni"), family=_fabric(
            "GE", N("Georgette Plain", "Жоржет однотонний", "Żorżeta gładka", "Жоржет однотонный", "Georgette uni"),
            "folds", (130, 230), stretch="none", compositions=_PES, weight=(60, 90))),
        Node("stretch-georgette", N("Stretch georgette", "Стрейч-жоржет", "Żorżeta elastyczna", "Стрейч-жоржет",
                                    "Stretch-Georgette"), family=_fabric(
            "GS", N("Stretch Georgette", "Стрейч-жоржет", "Żorżeta elastyczna", "Стрейч-жоржет", "Stretch-Georgette"),
            "folds", (150, 250), stretch="2way", compositions=_PES_EA, weight=(80, 110))),
    )),
))

# Flatback sizes: (slug label, millimetres, price range in pence for the base pack, packs).
_BIG_PACKS = (opt("1440", "pcs"), opt("144", "pcs", "0.13"))
_SMALL_PACKS = (opt("144", "pcs"), opt("288", "pcs", "1.9"))
FLATBACK_SIZES = (
    ("SS6", "2.0", (850, 1250), _BIG_PACKS),
    ("SS10", "2.8", (1150, 1650), _BIG_PACKS),
    ("SS16", "3.9", (1950, 2750), _BIG_PACKS),
    ("SS20", "4.7", (2650, 3650), _BIG_PACKS),
    ("SS30", "6.4", (650, 950), _SMALL_PACKS),
    ("SS34", "7.1", (850, 1250), _SMALL_PACKS),
)


def _flatback(code: str, article: Names, backing: str, factor: Decimal) -> tuple[Node, ...]:
    """One level-4 node per stone size; non-hotfix stones are a little cheaper than hotfix ones."""
    nodes = []
    for label, mm, (lo, hi), packs in FLATBACK_SIZES:
        mm_ua = mm.replace(".", ",")
        names = N(f"{label} ({mm} mm)", f"{label} ({mm_ua} мм)", f"{label} ({mm_ua} mm)", f"{label} ({mm_ua} мм)",
                  f"{label} ({mm_ua} mm)")
        price = (int(lo * factor), int(hi * factor))
        family = Family("crystal", code, article, "round", price, unit="pack", palette="crystal",
                        brands=CRYSTAL_BRANDS, options=packs, sizes=(f"{label}|{mm}",), backing=backing)
        nodes.append(Node(label.lower(), names, stored=f"{names[0]}__{names[1]}", family=family))
    return tuple(nodes)


def _crystal(code: str, article: Names, image: str, price: tuple[int, int], sizes: tuple[str, ...],
             backing: str, options: tuple[Option, ...], palette: str = "crystal",
             brands: tuple[str, ...] = CRYSTAL_BRANDS) -> Family:
    """A stone family sold in packs; variants are colours, the size is fixed per article."""
    return Family("crystal", code, article, image, price, unit="pack", palette=palette, brands=brands,
                  options=options, sizes=sizes, backing=backing)


_SEWON_PACKS = (opt("10", "pcs"), opt("20", "pcs", "1.85"), opt("50", "pcs", "4.4"))
_PEARL_PACKS = (opt("100", "pcs"), opt("500", "pcs", "4.2"))
_CHAIN_LENGTHS = (opt("1", "m"), opt("5", "m", "4.5"))

CRYSTALS = Node("crystals", N("Crystals", "Стрази", "Kryształy", "Стразы", "Kristalle"), children=(
    Node("flatback", N("Flatback", "Плоскі стрази", "Płaskie kryształy", "Плоские стразы", "Flatback-Steine"),
         stored="Flatback - Rhinestones__Плоскі стрази", children=(
        Node("hotfix", N("Hotfix", "Термоклейові", "Hotfix", "Термоклеевые", "Hotfix"),
             stored="Hotfix_flatback__Термоклейові",
             children=_flatback("HF", N("Hotfix Flatback", "Термоклейові стрази", "Kryształy hotfix",
                                        "Термоклеевые стразы", "Hotfix-Strasssteine"), "hotfix", Decimal("1"))),
        Node("non-hotfix", N("Non-hotfix", "Неклейові", "Bez kleju", "Неклеевые", "No-Hotfix"),
             stored="Non-hotfix__Неклейові",
             children=_flatback("NH", N("Non-Hotfix Flatback", "Неклейові стрази", "Kryształy bez kleju",
                                        "Неклеевые стразы", "No-Hotfix-Strasssteine"), "nonhotfix",
                                Decimal("0.92"))),
    )),
    Node("sew-on-stones", N("Sew-on stones", "Пришивні камені", "Kamienie do przyszycia", "Пришивные камни",
                            "Aufnähsteine"), children=(
        Node("round", N("Round", "Круглі", "Okrągłe", "Круглые", "Rund"), family=_crystal(
            "SO", N("Sew-on Round Stone", "Пришивний круглий камінь", "Okrągły kamień do przyszycia",
                    "Пришивной круглый камень", "Runder Aufnähstein"),
            "round", (320, 690), ("8 mm", "12 mm", "16 mm"), "sewon", _SEWON_PACKS)),
        Node("navette", N("Navette", "Навет", "Markiza", "Навет", "Navette"), family=_crystal(
            "SO", N("Sew-on Navette", "Пришивний навет", "Markiza do przyszycia", "Пришивной навет",
                    "Aufnäh-Navette"),
            "navette", (380, 790), ("15 x 7 mm", "18 x 9 mm", "28 x 14 mm"), "sewon", _SEWON_PACKS)),
        Node("drop", N("Drop", "Крапля", "Łezka", "Капля", "Tropfen"), family=_crystal(
            "SO", N("Sew-on Drop", "Пришивна крапля", "Łezka do przyszycia", "Пришивная капля", "Aufnäh-Tropfen"),
            "drop", (390, 820), ("13 x 8 mm", "18 x 10 mm", "28 x 17 mm"), "sewon", _SEWON_PACKS)),
        Node("oval", N("Oval", "Овал", "Owal", "Овал", "Oval"), family=_crystal(
            "SO", N("Sew-on Oval", "Пришивний овал", "Owal do przyszycia", "Пришивной овал", "Aufnäh-Oval"),
            "oval", (360, 760), ("10 x 14 mm", "13 x 18 mm", "18 x 25 mm"), "sewon", _SEWON_PACKS)),
    )),
    Node("pearls", N("Pearls", "Перли", "Perły", "Жемчуг", "Perlen"), children=(
        Node("flatback-pearls", N("Flatback pearls", "Напівперли", "Półperełki", "Полужемчуг", "Halbperlen"),
             family=_crystal("PE", N("Flatback Pearls", "Напівперли", "Półperełki", "Полужемчуг", "Halbperlen"),
                             "pearl", (290, 690), ("4 mm", "6 mm", "8 mm"), "pearl", _PEARL_PACKS,
                             palette="pearl", brands=PEARL_BRANDS)),
        Node("round-pearls", N("Round pearls", "Круглі перли", "Perły okrągłe", "Круглый жемчуг", "Runde Perlen"),
             family=_crystal("PR", N("Round Pearls", "Круглі перли", "Perły okrągłe", "Круглый жемчуг",
                                     "Runde Perlen"),
                             "pearl", (390, 890), ("4 mm", "6 mm", "8 mm", "10 mm"), "pearl", _PEARL_PACKS,
                             palette="pearl", brands=PEARL_BRANDS)),
    )),
    Node("chatons", N("Chatons", "Шатони", "Szatony", "Шатоны", "Chatons"), children=(
        Node("pointed-back", N("Pointed back", "Гостроспинні", "Z ostrym spodem", "Остроспинные", "Spitzsteine"),
             family=_crystal("CT", N("Pointed-back Chaton", "Гостроспинний шатон", "Szaton z ostrym spodem",
                                     "Остроспинный шатон", "Chaton-Spitzstein"),
                             "chaton", (450, 1290), ("PP24", "SS29", "SS39"), "chaton",
                             (opt("144", "pcs"), opt("288", "pcs", "1.9")))),
        Node("rose-montees", N("Rose montées", "Шатони в цапах", "Szatony w oprawie", "Шатоны в цапах",
                               "Rose Montées"),
             family=_crystal("CM", N("Rose Montée", "Шатон у цапі", "Szaton w oprawie", "Шатон в цапе",
                                     "Rose Montée"),
                             "chaton", (390, 990), ("SS16", "SS20", "SS30"), "sewon",
                             (opt("50", "pcs"), opt("100", "pcs", "1.9")))),
    )),
    Node("rhinestone-chain", N("Rhinestone chain", "Стразовий ланцюжок", "Łańcuszek z kryształami",
                               "Стразовая цепочка", "Strasskette"), children=(
        Node("single-row", N("Single row", "Однорядний", "Jednorzędowy", "Однорядная", "Einreihig"),
             family=_crystal("RC", N("Cup Chain", "Стразовий ланцюжок", "Łańcuszek z kryształami",
                                     "Стразовая цепочка", "Strasskette"),
                             "chain", (450, 1190), ("SS12", "SS18", "SS29"), "chain", _CHAIN_LENGTHS)),
        Node("multi-row", N("Multi-row", "Багаторядний", "Wielorzędowy", "Многорядная", "Mehrreihig"),
             family=_crystal("RM", N("Multi-row Cup Chain", "Багаторядний стразовий ланцюжок",
                                     "Wielorzędowy łańcuszek z kryształami", "Многорядная стразовая цепочка",
                                     "Mehrreihige Strasskette"),
                             "banding", (950, 2490), ("2 x SS12", "3 x SS12"), "chain", _CHAIN_LENGTHS)),
    )),
    Node("crystal-banding", N("Crystal banding", "Стразова стрічка", "Taśma z kryształami", "Стразовая лента",
                              "Strassborte"), link="/brands/preciosa", children=(
        Node("hotfix-banding", N("Hotfix banding", "Термоклейова стрічка", "Taśma hotfix", "Термоклеевая лента",
                                 "Hotfix-Borte"),
             family=_crystal("BH", N("Hotfix Crystal Banding", "Термоклейова стразова стрічка",
                                     "Taśma z kryształami hotfix", "Термоклеевая стразовая лента",
                                     "Hotfix-Strassborte"),
                             "banding", (690, 1890), ("10 mm", "20 mm"), "hotfix", _CHAIN_LENGTHS)),
        Node("sew-on-banding", N("Sew-on banding", "Пришивна стрічка", "Taśma do przyszycia", "Пришивная лента",
                                 "Aufnäh-Borte"),
             family=_crystal("BS", N("Sew-on Crystal Banding", "Пришивна стразова стрічка",
                                     "Taśma z kryształami do przyszycia", "Пришивная стразовая лента",
                                     "Strassborte zum Aufnähen"),
                             "banding", (650, 1790), ("10 mm", "20 mm", "30 mm"), "chain", _CHAIN_LENGTHS)),
    )),
))


def _acc(code: str, article: Names, image: str, price: tuple[int, int], brands: tuple[str, ...],
         blurb: Names, options: tuple[Option, ...] = (), palette: str | None = "trim",
         unit: str = "pcs") -> Family:
    """An accessory family made by ``brands``; coloured from the trim card unless said otherwise."""
    return Family("accessory", code, article, image, price, unit=unit, palette=palette, brands=brands,
                  options=options, blurb=blurb)


ACCESSORIES = Node("accessories", N("Accessories", "Аксесуари", "Akcesoria", "Аксессуары", "Zubehör"), children=(
    Node("threads", N("Threads", "Нитки", "Nici", "Нитки", "Garne"), children=(
        Node("polyester-threads", N("Polyester threads", "Поліестерові нитки", "Nici poliestrowe",
                                    "Полиэстеровые нитки", "Polyestergarne"),
             family=_acc("TH", N("Polyester Thread", "Нитка поліестерова", "Nić poliestrowa", "Нить полиэстеровая",
                                 "Polyestergarn"),
                         "spool", (250, 420), ("MD", "DF", "SI"),
                         ("Strong, slightly stretchy thread for lycra seams; pairs with a ballpoint needle.",
                          "Міцна, трохи еластична нитка для швів на лайкрі; використовуйте з голкою ballpoint.",
                          "Mocna, lekko rozciągliwa nić do szycia lycry; najlepiej z igłą do dzianin (ballpoint).",
                          "Прочная, слегка эластичная нить для швов на лайкре; шейте иглой для трикотажа.",
                          "Reißfestes, leicht dehnbares Garn für Lycra-Nähte; am besten mit einer Jerseynadel "
                          "verarbeiten."),
                         options=(opt("1000", "m"), opt("5000", "m", "3.6")))),
        Node("metallic-threads", N("Metallic threads", "Металізовані нитки", "Nici metaliczne",
                                   "Металлизированные нитки", "Metallicgarne"),
             family=_acc("TM", N("Metallic Thread", "Металізована нитка", "Nić metaliczna", "Металлизированная нить",
                                 "Metallicgarn"),
                         "spool", (380, 690), ("MD", "SI"),
                         ("Soft metallic thread for top-stitching and embroidery that shines like jewellery.",
                          "М'яка металізована нитка для декоративних строчок і вишивки, що сяє, як прикраса.",
                          "Miękka nić metaliczna do ozdobnych przeszyć i haftu, która lśni jak biżuteria.",
                          "Мягкая металлизированная нить для отделочных строчек и вышивки — сияет, как украшение.",
                          "Weiches Metallicgarn für Ziernähte und Stickereien, das wie Schmuck glänzt."),
                         options=(opt("200", "m"), opt("1000", "m", "3.8")))),
        Node("invisible-thread", N("Invisible thread", "Невидима нитка", "Nić niewidoczna", "Невидимая нитка",
                                   "Unsichtbarer Faden"),
             family=_acc("TI", N("Invisible Thread", "Невидима нитка", "Nić niewidoczna", "Невидимая нитка",
                                 "Unsichtbarer Faden"),
                         "spool", (290, 490), ("MD", "DF"),
                         ("Clear monofilament for sewing stones and appliqués without a visible stitch.",
                          "Прозора мононитка, щоб пришивати камені та аплікації без видимого шва.",
                          "Przezroczysta żyłka do przyszywania kamieni i aplikacji bez widocznego ściegu.",
                          "Прозрачная мононить: пришивайте камни и аппликации без видимого стежка.",
                          "Transparentes Monofilgarn zum Aufnähen von Steinen und Applikationen ohne sichtbaren "
                          "Stich."),
                         options=(opt("500", "m"), opt("2000", "m", "2.9")), palette=None)),
    )),
    Node("glue-tools", N("Glue & tools", "Клей та інструменти", "Klej i narzędzia", "Клей и инструменты",
                         "Kleber & Werkzeuge"), children=(
        Node("glue", N("Glue", "Клей", "Klej", "Клей", "Kleber"),
             family=_acc("GL", N("Gem-Tac Fabric Glue", "Клей для тканин Gem-Tac", "Klej do tkanin Gem-Tac",
                                 "Клей для ткани Gem-Tac", "Gem-Tac Textilkleber"),
                         "bottle", (550, 650), ("BC",),
                         ("The dancers' favourite glue for flatback stones: dries clear, stays flexible and "
                          "survives the washing machine.",
                          "Улюблений клей танцюристів для плоских страз: висихає прозорим, лишається еластичним "
                          "і витримує прання.",
                          "Ulubiony klej tancerzy do płaskich kryształów: schnie na przezroczysto, pozostaje "
                          "elastyczny i wytrzymuje pranie w pralce.",
                          "Любимый клей танцоров для плоских страз: высыхает прозрачным, остаётся эластичным и "
                          "выдерживает стирку в машинке.",
                          "Der Lieblingskleber der Tänzer für Flatback-Steine: trocknet klar, bleibt elastisch und "
                          "übersteht die Waschmaschine."),
                         options=(opt("59", "ml"), opt("118", "ml", "1.65"), opt("237", "ml", "2.7")),
                         palette=None)),
        Node("applicators", N("Hotfix applicators", "Аплікатори для страз", "Aplikatory hotfix",
                              "Аппликаторы для страз", "Hotfix-Applikatoren"),
             family=_acc("AP", N("Hotfix Applicator", "Аплікатор для термостраз", "Aplikator hotfix",
                                 "Аппликатор для термостраз", "Hotfix-Applikator"),
                         "applicator", (1490, 2490), ("SI", "AS"),
                         ("Temperature-controlled applicator that melts hotfix glue in seconds; tips for SS6-SS34.",
                          "Аплікатор із контролем температури, що розплавляє клей за секунди; насадки SS6–SS34.",
                          "Aplikator z regulacją temperatury, który topi klej hotfix w kilka sekund; końcówki do "
                          "SS6–SS34.",
                          "Аппликатор с контролем температуры расплавляет клей hotfix за секунды; насадки для "
                          "SS6–SS34.",
                          "Temperaturgeregelter Applikator, der Hotfix-Kleber in Sekunden schmilzt; Spitzen für "
                          "SS6–SS34."),
                         options=(opt("7", "tips"), opt("12", "tips", "1.35")), palette=None)),
        Node("pick-up-tools", N("Pick-up tools", "Інструменти для страз", "Narzędzia do kryształów",
                                "Инструменты для страз", "Strass-Werkzeuge"),
             family=_acc("PT", N("Crystal Pick-up Tool Set", "Набір інструментів для страз",
                                 "Zestaw narzędzi do kryształów", "Набор инструментов для страз",
                                 "Strass-Werkzeugset"),
                         "applicator", (390, 890), ("SI", "DS"),
                         ("Wax pencil, tweezers and a sorting tray — lift each stone and place it exactly.",
                          "Восковий олівець, пінцет і лоток — беріть кожен камінь і кладіть точно на місце.",
                          "Ołówek woskowy, pęseta i tacka do sortowania — podnieś każdy kamień i połóż go dokładnie "
                          "tam, gdzie trzeba.",
                          "Восковой карандаш, пинцет и лоток для сортировки — берите каждый камень и кладите точно на "
                          "место.",
                          "Wachsstift, Pinzette und Sortierschale — jeden Stein aufnehmen und punktgenau setzen."),
                         options=(opt("3", "pcs"), opt("5", "pcs", "1.4")), palette=None)),
    )),
    Node("feathers-boas", N("Feathers & boas", "Пір'я та боа", "Pióra i boa", "Перья и боа", "Federn & Boas"),
         children=(
        Node("boas", N("Boas", "Боа", "Boa", "Боа", "Boas"), children=(
            Node("marabou", N("Marabou boas", "Боа марабу", "Boa marabu", "Боа марабу", "Marabu-Boas"),
                 family=_acc("BM", N("Marabou Boa", "Боа марабу", "Boa marabu", "Боа марабу", "Marabu-Boa"),
                             "feather", (690, 1290), ("DF", "CH", "DS"),
                             ("Fluffy marabou boa for cuffs, hems and show finales.",
                              "Пухнасте боа марабу для манжетів, подолів і фінальних виходів.",
                              "Puszyste boa marabu do mankietów, dołu sukni i na wielki finał show.",
                              "Пушистое боа марабу для манжет, подолов и финальных выходов.",
                              "Flauschige Marabu-Boa für Manschetten, Säume und das große Finale."),
                             options=(opt("2", "m"),))),
            Node("ostrich", N("Ostrich boas", "Страусові боа", "Boa ze strusich piór", "Страусиные боа",
                              "Straußenfederboas"),
                 family=_acc("BO", N("Ostrich Feather Boa", "Боа зі страусового пір'я", "Boa ze strusich piór",
                                     "Боа из страусиных перьев", "Straußenfederboa"),
                             "feather", (2490, 4490), ("DF", "CH", "DS"),
                             ("Full, silky ostrich boa that moves with every step.",
                              "Пишне шовковисте страусове боа, що рухається з кожним кроком.",
                              "Bujne, jedwabiste boa ze strusich piór, które faluje przy każdym kroku.",
                              "Пышное шелковистое боа из страусиных перьев, которое колышется при каждом шаге.",
                              "Üppige, seidige Straußenfederboa, die bei jedem Schritt mitschwingt."),
                             options=(opt("1.8", "m"), opt("2", "m", "1.1")))),
        )),
        Node("ostrich-plumes", N("Ostrich plumes", "Страусові пера", "Pióra strusie", "Страусиные перья",
                                 "Straußenfedern"),
             family=_acc("OP", N("Ostrich Plumes", "Страусові пера", "Pióra strusie", "Страусиные перья",
                                 "Straußenfedern"),
                         "feather", (1290, 2990), ("DF", "DS"),
                         ("Long drab plumes for fans, headpieces and showgirl backs.",
                          "Довгі пера для віял, головних уборів і шоу-спинок.",
                          "Długie pióra strusie do wachlarzy, stroików na głowę i kostiumów rewiowych.",
                          "Длинные страусиные перья для вееров, головных уборов и перьевых спинок шоу-костюмов.",
                          "Lange Straußenfedern für Fächer, Kopfschmuck und Revue-Rückenteile."),
                         options=(opt("5", "pcs"), opt("10", "pcs", "1.85")))),
        Node("feather-trim", N("Feather trim", "Пір'яна тасьма", "Taśma z piór", "Перьевая тесьма", "Federborte"),
             family=_acc("FT", N("Feather Trim", "Пір'яна тасьма", "Taśma z piór", "Перьевая тесьма", "Federborte"),
                         "feather", (590, 1190), ("DF", "CH"),
                         ("Coque feather trim on a tape, easy to sew along hems and necklines.",
                          "Пір'яна тасьма на стрічці, легко пришивається по подолу й горловині.",
                          "Taśma z kogucich piór, którą łatwo przyszyć wzdłuż dołu sukni i dekoltu.",
                          "Тесьма из петушиных перьев на ленте — легко пришить по подолу и горловине.",
                          "Hahnenfederborte auf Band, lässt sich leicht an Säume und Ausschnitte nähen."),
                         options=(opt("1", "m"),))),
    )),
    Node("fringe", N("Fringe", "Бахрома", "Frędzle", "Бахрома", "Fransen"), children=(
        Node("chainette-fringe", N("Chainette fringe", "Бахрома шенет", "Frędzle chainette", "Бахрома шенет",
                                   "Chainette-Fransen"),
             family=_acc("FC", N("Chainette Fringe", "Бахрома шенет", "Frędzle chainette", "Бахрома шенет",
                                 "Chainette-Fransen"),
                         "fringe", (390, 1290), ("DF", "CH", "DS"),
                         ("Silky chainette fringe that swings with every Latin hip action; sold per metre.",
                          "Шовковиста бахрома шенет, що розгойдується в кожному латиноамериканському русі; "
                          "продається за метр.",
                          "Jedwabiste frędzle chainette, które kołyszą się przy każdym latynoskim ruchu bioder; "
                          "sprzedawane na metry.",
                          "Шелковистая бахрома шенет, которая разлетается при каждом движении бёдер в латине; "
                          "продаётся на метраж.",
                          "Seidige Chainette-Fransen, die bei jeder Hüftbewegung im Latein mitschwingen; Meterware."),
                         options=(opt("15", "cm"), opt("30", "cm", "1.5"), opt("60", "cm", "2.3")))),
        Node("beaded-fringe", N("Beaded fringe", "Бісерна бахрома", "Frędzle z koralików", "Бисерная бахрома",
                                "Perlenfransen"),
             family=_acc("FB", N("Beaded Fringe", "Бісерна бахрома", "Frędzle z koralików", "Бисерная бахрома",
                                 "Perlenfransen"),
                         "fringe", (890, 2490), ("DF", "CH"),
                         ("Glass-bead fringe with a satisfying weight and sound.",
                          "Бахрома зі скляного бісеру з приємною вагою та звуком.",
                          "Frędzle ze szklanych koralików, przyjemnie ciężkie i cudownie szeleszczące w ruchu.",
                          "Бахрома из стеклянного бисера — приятно тяжёлая и красиво шуршит в движении.",
                          "Glasperlenfransen mit angenehmem Gewicht und herrlichem Klang in der Bewegung."),
                         options=(opt("10", "cm"), opt("20", "cm", "1.6")))),
        Node("sequin-fringe", N("Sequin fringe", "Бахрома з паєток", "Frędzle z cekinów", "Бахрома из пайеток",
                                "Paillettenfransen"),
             family=_acc("FS", N("Sequin Fringe", "Бахрома з паєток", "Frędzle z cekinów", "Бахрома из пайеток",
                                 "Paillettenfransen"),
                         "fringe", (690, 1690), ("DF", "DS"),
                         ("Strands of sequins that catch the light from every angle.",
                          "Нитки паєток, що ловлять світло з будь-якого боку.",
                          "Sznury cekinów, które łapią światło pod każdym kątem.",
                          "Нити пайеток, которые ловят свет под любым углом.",
                          "Paillettenstränge, die das Licht aus jedem Winkel einfangen."),
                         options=(opt("15", "cm"), opt("30", "cm", "1.6")))),
    )),
    Node("elastic-straps", N("Elastic & straps", "Резинки та бретелі", "Gumki i ramiączka", "Резинки и бретели",
                             "Gummibänder & Träger"), children=(
        Node("elastic", N("Elastic", "Резинка", "Guma", "Резинка", "Gummiband"),
             family=_acc("EL", N("Lingerie Elastic", "Білизняна резинка", "Guma bieliźniana", "Бельевая резинка",
                                 "Wäschegummi"),
                         "elastic", (150, 390), ("DF", "CH", "DS"),
                         ("Soft-backed elastic for leotard legs and necklines; sold in 5 m cards.",
                          "М'яка резинка для вирізів купальників і горловини; продається картками по 5 м.",
                          "Guma z miękkim spodem do wykończenia nogawek body i dekoltów; "
                          "sprzedawana na kartach po 5 m.",
                          "Резинка с мягкой изнанкой для вырезов купальника и горловины; "
                          "продаётся на картонках по 5 м.",
                          "Gummiband mit weicher Rückseite für Bein- und Halsausschnitte an Bodys; "
                          "auf Karten zu je 5 m."),
                         options=(opt("6", "mm"), opt("10", "mm", "1.3"), opt("20", "mm", "1.8")))),
        Node("bra-straps", N("Bra straps", "Бретелі", "Ramiączka", "Бретели", "BH-Träger"),
             family=_acc("BS", N("Adjustable Straps", "Регульовані бретелі", "Ramiączka regulowane",
                                 "Регулируемые бретели", "Verstellbare Träger"),
                         "elastic", (220, 490), ("DF", "DS"),
                         ("Adjustable straps with metal sliders, a pair per pack.",
                          "Регульовані бретелі з металевими регуляторами, пара в упаковці.",
                          "Regulowane ramiączka z metalowymi regulatorami, para w opakowaniu.",
                          "Регулируемые бретели с металлическими регуляторами, пара в упаковке.",
                          "Verstellbare Träger mit Metallschiebern, ein Paar pro Packung."),
                         options=(opt("10", "mm"), opt("15", "mm", "1.2")))),
        Node("clear-straps", N("Clear straps", "Прозорі бретелі", "Ramiączka przezroczyste", "Прозрачные бретели",
                               "Transparente Träger"),
             family=_acc("CS", N("Clear Silicone Straps", "Прозорі силіконові бретелі",
                                 "Przezroczyste ramiączka silikonowe", "Прозрачные силиконовые бретели",
                                 "Transparente Silikonträger"),
                         "elastic", (190, 390), ("DF", "DS"),
                         ("Invisible silicone straps that disappear on stage.",
                          "Непомітні силіконові бретелі, що зникають на сцені.",
                          "Przezroczyste silikonowe ramiączka, których na scenie po prostu nie widać.",
                          "Незаметные силиконовые бретели, которых на сцене просто не видно.",
                          "Transparente Silikonträger, die auf der Bühne unsichtbar bleiben."),
                         options=(opt("10", "mm"), opt("15", "mm", "1.2")), palette=None)),
    )),
    Node("hooks-fasteners", N("Hooks & fasteners", "Гачки та застібки", "Haftki i zapięcia", "Крючки и застёжки",
                              "Haken & Verschlüsse"), children=(
        Node("hooks-eyes", N("Hooks & eyes", "Гачки з петельками", "Haftki z oczkami", "Крючки с петельками",
                             "Haken & Ösen"),
             family=_acc("HK", N("Hooks & Eyes", "Гачки з петельками", "Haftki z oczkami", "Крючки с петельками",
                                 "Haken & Ösen"),
                         "hook", (180, 390), ("DF", "DS"),
                         ("Flat, strong hooks for bodice backs that stay closed through every lift.",
                          "Пласкі міцні гачки для спинки ліфа, що не розстібаються навіть на підтримках.",
                          "Płaskie, mocne haftki do pleców gorsetu, które nie puszczą nawet przy podnoszeniach.",
                          "Плоские прочные крючки для спинки лифа — не расстёгиваются даже на поддержках.",
                          "Flache, starke Haken für Rückenverschlüsse, die selbst bei Hebefiguren geschlossen "
                          "bleiben."),
                         options=(opt("50", "pcs"), opt("100", "pcs", "1.8")), palette=None)),
        Node("press-studs", N("Press studs", "Кнопки", "Zatrzaski", "Кнопки", "Druckknöpfe"),
             family=_acc("PS", N("Press Studs", "Кнопки пришивні", "Zatrzaski do przyszycia", "Кнопки пришивные",
                                 "Annähdruckknöpfe"),
                         "hook", (190, 420), ("DF", "DS"),
                         ("Sew-on press studs for detachable floats and sleeves.",
                          "Пришивні кнопки для знімних шлейфів і рукавів.",
                          "Zatrzaski do przyszycia do odpinanych trenów i rękawów.",
                          "Пришивные кнопки для съёмных шлейфов и рукавов.",
                          "Annähdruckknöpfe für abnehmbare Schleppen und Ärmel."),
                         options=(opt("24", "pcs"), opt("72", "pcs", "2.6")), palette=None)),
        Node("invisible-zips", N("Invisible zips", "Приховані блискавки", "Zamki kryte", "Потайные молнии",
                                 "Nahtverdeckte Reißverschlüsse"),
             family=_acc("ZP", N("Invisible Zip", "Прихована блискавка", "Zamek kryty", "Потайная молния",
                                 "Nahtverdeckter Reißverschluss"),
                         "zip", (160, 290), ("DF",),
                         ("Concealed zip that vanishes into the seam of a fitted dress.",
                          "Прихована блискавка, що зникає у шві приталеної сукні.",
                          "Zamek kryty, który znika w szwie dopasowanej sukienki.",
                          "Потайная молния, которая исчезает в шве приталенного платья.",
                          "Nahtverdeckter Reißverschluss, der in der Naht eines taillierten Kleides verschwindet."),
                         options=(opt("20", "cm"), opt("35", "cm", "1.15"), opt("55", "cm", "1.3")))),
    )),
    Node("appliques", N("Appliqués", "Аплікації", "Aplikacje", "Аппликации", "Applikationen"), children=(
        Node("crystal-motifs", N("Crystal motifs", "Мотиви зі страз", "Motywy z kryształów", "Мотивы из страз",
                                 "Strassmotive"),
             family=_acc("MC", N("Hotfix Crystal Motif", "Термомотив зі страз", "Motyw hotfix z kryształów",
                                 "Термомотив из страз", "Hotfix-Strassmotiv"),
                         "motif", (590, 1890), ("AS", "SI", "CH"),
                         ("A ready-made crystal design: place it, press it, and the costume is finished.",
                          "Готовий малюнок зі страз: розташуйте, пропрасуйте — і костюм готовий.",
                          "Gotowy wzór z kryształów: połóż, zaprasuj — i kostium gotowy.",
                          "Готовый рисунок из страз: приложите, прогладьте — и костюм готов.",
                          "Ein fertiges Strassmotiv: auflegen, aufbügeln — und das Kostüm ist fertig."),
                         options=(opt("5", "cm"), opt("10", "cm", "1.8"), opt("15", "cm", "2.9")),
                         palette="crystal")),
        Node("sequin-motifs", N("Sequin motifs", "Мотиви з паєток", "Motywy z cekinów", "Мотивы из пайеток",
                                "Paillettenmotive"),
             family=_acc("MS", N("Sequin Motif", "Мотив із паєток", "Motyw z cekinów", "Мотив из пайеток",
                                 "Paillettenmotiv"),
                         "motif", (490, 1490), ("DF", "SI"),
                         ("Hand-sewn sequin motif for shoulders, hips and headpieces.",
                          "Мотив із паєток ручної роботи для плечей, стегон і головних уборів.",
                          "Ręcznie szyty motyw z cekinów na ramiona, biodra i stroiki na głowę.",
                          "Мотив из пайеток ручной работы для плеч, бёдер и головных уборов.",
                          "Handgenähtes Paillettenmotiv für Schultern, Hüften und Kopfschmuck."),
                         options=(opt("8", "cm"), opt("15", "cm", "1.7")))),
        Node("lace-motifs", N("Lace motifs", "Мереживні мотиви", "Motywy koronkowe", "Кружевные мотивы",
                              "Spitzenmotive"),
             family=_acc("ML", N("Lace Motif", "Мереживний мотив", "Motyw koronkowy", "Кружевной мотив",
                                 "Spitzenmotiv"),
                         "motif", (390, 1190), ("DF", "CH"),
                         ("Guipure lace motif cut from the edge, ready to stone or dye.",
                          "Мотив із гіпюру, готовий до декорування стразами або фарбування.",
                          "Motyw z gipiury wycięty z bordiury, gotowy do ozdobienia kryształami lub farbowania.",
                          "Гипюровый мотив, вырезанный из каймы, — готов к обсыпке стразами или окрашиванию.",
                          "Guipure-Motiv, aus der Bordüre geschnitten, bereit zum Besteinen oder Färben."),
                         options=(opt("10", "cm"), opt("20", "cm", "1.6")))),
    )),
    Node("earrings", N("Earrings", "Сережки", "Kolczyki", "Серьги", "Ohrringe"), children=(
        Node("drop-earrings", N("Drop earrings", "Сережки-підвіски", "Kolczyki wiszące", "Серьги-подвески",
                                "Hängeohrringe"),
             family=_acc("ED", N("Crystal Drop Earrings", "Сережки-підвіски зі страз", "Kolczyki wiszące z kryształami",
                                 "Серьги-подвески со стразами", "Kristall-Hängeohrringe"),
                         "earring", (1290, 3490), ("AS", "CH", "DS"),
                         ("Lightweight drop earrings that sparkle without pulling — made for competitions.",
                          "Легкі сережки-підвіски, що сяють і не відтягують вуха, — створені для змагань.",
                          "Lekkie kolczyki wiszące, które błyszczą i nie ciągną uszu — stworzone na turnieje.",
                          "Лёгкие серьги-подвески: сверкают и не оттягивают уши — созданы для турниров.",
                          "Leichte Hängeohrringe, die funkeln, ohne zu ziehen — gemacht für Turniere."),
                         options=(opt("4", "cm"), opt("6", "cm", "1.3")), palette="crystal")),
        Node("stud-earrings", N("Stud earrings", "Сережки-пусети", "Kolczyki sztyfty", "Серьги-гвоздики",
                                "Ohrstecker"),
             family=_acc("ES", N("Crystal Stud Earrings", "Сережки-пусети зі страз", "Kolczyki sztyfty z kryształami",
                                 "Серьги-гвоздики со стразами", "Kristall-Ohrstecker"),
                         "earring", (690, 1690), ("AS", "CH", "DS"),
                         ("Classic crystal studs for juniors and for rehearsals.",
                          "Класичні пусети зі страз для юніорів і для репетицій.",
                          "Klasyczne sztyfty z kryształami dla juniorów i na treningi.",
                          "Классические серьги-гвоздики со стразами для юниоров и тренировок.",
                          "Klassische Kristall-Ohrstecker für Junioren und fürs Training."),
                         options=(opt("8", "mm"), opt("12", "mm", "1.25")), palette="crystal")),
        Node("chandelier-earrings", N("Chandelier earrings", "Сережки-люстри", "Kolczyki żyrandole", "Серьги-люстры",
                                      "Kronleuchter-Ohrringe"),
             family=_acc("EC", N("Chandelier Earrings", "Сережки-люстри", "Kolczyki żyrandole", "Серьги-люстры",
                                 "Kronleuchter-Ohrringe"),
                         "earring", (2490, 4490), ("AS", "CH"),
                         ("Statement chandelier earrings with several tiers of stones for the final round.",
                          "Ефектні сережки-люстри з кількома ярусами каменів для фінального туру.",
                          "Efektowne kolczyki żyrandole z kilkoma piętrami kamieni — na finał turnieju.",
                          "Эффектные серьги-люстры с несколькими ярусами камней для финального тура.",
                          "Ausdrucksstarke Kronleuchter-Ohrringe, in mehreren Etagen mit Steinen besetzt — fürs "
                          "Finale."),
                         options=(opt("7", "cm"), opt("9", "cm", "1.2")), palette="crystal")),
    )),
))


def _set(code: str, article: Names, image: str, price: tuple[int, int], blurb: Names,
         brands: tuple[str, ...] = ("DF",), palette: str = "fabric") -> Family:
    """A themed collection set, by default put together by the house brand."""
    return Family("collection", code, article, image, price, unit="set", palette=palette, brands=brands,
                  blurb=blurb)


_FABRIC_BUNDLE = N("Fabric Bundle", "набір тканин", "zestaw tkanin", "набор тканей", "Stoffpaket")
_CRYSTAL_PACK = N("Crystal Pack", "набір страз", "zestaw kryształów", "набор страз", "Kristallpaket")
_BUNDLE_BLURB: Names = (
    "Three metres of lycra, a metre of mesh and matching chiffon, enough for one dress.",
    "Три метри лайкри, метр сітки й шифон у тон — достатньо на одну сукню.",
    "Trzy metry lycry, metr siatki i szyfon w tym samym kolorze — wystarczy na jedną sukienkę.",
    "Три метра лайкры, метр сетки и шифон в тон — хватит на одно платье.",
    "Drei Meter Lycra, ein Meter Mesh und passender Chiffon — genug für ein Kleid.",
)
_STONES_BLURB: Names = (
    "Hotfix stones in three sizes, mixed for a full-coverage bodice.",
    "Термоклейові стрази трьох розмірів, підібрані для повного декорування ліфа.",
    "Kryształy hotfix w trzech rozmiarach, dobrane do gęstego zdobienia całego gorsetu.",
    "Термоклеевые стразы трёх размеров, подобранные для сплошной обсыпки лифа.",
    "Hotfix-Steine in drei Größen, gemischt für eine vollflächig besteinte Korsage.",
)

COLLECTIONS = Node("collections", N("Collections", "Колекції", "Kolekcje", "Коллекции", "Kollektionen"), children=(
    Node("latin-essentials", N("Latin Essentials", "Латина: основне", "Latino: podstawy", "Латина: основное",
                               "Latein-Basics"), children=(
        Node("fabric-bundles", N("Fabric bundles", "Набори тканин", "Zestawy tkanin", "Наборы тканей", "Stoffpakete"),
             family=_set("LA", _FABRIC_BUNDLE, "bundle", (5900, 9900), _BUNDLE_BLURB)),
        Node("fringe-sets", N("Fringe sets", "Набори бахроми", "Zestawy frędzli", "Наборы бахромы", "Fransen-Sets"),
             family=_set("LA", N("Fringe Set", "набір бахроми", "zestaw frędzli", "набор бахромы", "Fransen-Set"),
                         "fringe", (3900, 6900),
                         ("Ten metres of chainette fringe with matching elastic for a Latin skirt.",
                          "Десять метрів бахроми шенет із резинкою в тон для латиноамериканської спідниці.",
                          "Dziesięć metrów frędzli chainette z gumą w tym samym kolorze na spódnicę do tańca "
                          "latynoamerykańskiego.",
                          "Десять метров бахромы шенет и резинка в тон — на юбку для латины.",
                          "Zehn Meter Chainette-Fransen mit passendem Gummiband für einen Lateinrock."),
                         palette="trim")),
        Node("crystal-packs", N("Crystal packs", "Набори страз", "Zestawy kryształów", "Наборы страз",
                                "Kristallpakete"),
             family=_set("LA", _CRYSTAL_PACK, "round", (4900, 12900), _STONES_BLURB, brands=("PR", "AS"),
                         palette="crystal")),
    )),
    Node("ballroom-classics", N("Ballroom Classics", "Класика стандарту", "Klasyka standardu", "Классика стандарта",
                                "Standard-Klassiker"), children=(
        Node("float-sets", N("Float sets", "Набори шлейфів", "Zestawy trenów", "Наборы шлейфов", "Schleppen-Sets"),
             family=_set("BC", N("Chiffon Float Set", "набір шифонових шлейфів", "zestaw szyfonowych trenów",
                                 "набор шифоновых шлейфов", "Chiffon-Schleppen-Set"),
                         "folds", (4500, 7900),
                         ("Six metres of chiffon cut into wrist and shoulder floats, hems rolled and ready.",
                          "Шість метрів шифону, розкроєні на шлейфи для зап'ясть і плечей, з обробленими краями.",
                          "Sześć metrów szyfonu pociętego na treny do nadgarstków i ramion, z podwiniętymi brzegami — "
                          "gotowe do przyszycia.",
                          "Шесть метров шифона, раскроенного на шлейфы для запястий и плеч, с подшитыми краями — "
                          "сразу в работу.",
                          "Sechs Meter Chiffon, zugeschnitten zu Schleppen für Handgelenke und Schultern, mit "
                          "fertigem Rollsaum."))),
        Node("fabric-bundles", N("Fabric bundles", "Набори тканин", "Zestawy tkanin", "Наборы тканей", "Stoffpakete"),
             family=_set("BC", _FABRIC_BUNDLE, "bundle", (6900, 11900), _BUNDLE_BLURB)),
        Node("stone-packs", N("Stone packs", "Набори каменів", "Zestawy kamieni", "Наборы камней", "Steinpakete"),
             family=_set("BC", _CRYSTAL_PACK, "round", (6900, 15900), _STONES_BLURB, brands=("PR", "SW"),
                         palette="crystal")),
    )),
    Node("bridal-white", N("Bridal White", "Весільний білий", "Ślubna biel", "Свадебный белый", "Brautweiß"),
         children=(
        Node("lace-sets", N("Lace sets", "Набори мережива", "Zestawy koronek", "Наборы кружева", "Spitzen-Sets"),
             family=_set("BW", N("Lace & Trim Set", "набір мережива й оздоблення", "zestaw koronek i ozdób",
                                 "набор кружева и отделки", "Spitzen- & Borten-Set"),
                         "lace", (5900, 9900),
                         ("Corded lace, scalloped trim and pearls chosen to work together on a wedding dress.",
                          "Мереживо зі шнуром, фестончаста тасьма й перли, підібрані для весільної сукні.",
                          "Koronka sznurkowa, taśma z festonami i perły dobrane tak, by razem zdobiły suknię ślubną.",
                          "Кружево со шнуром, фестончатая тесьма и жемчуг, подобранные для свадебного платья.",
                          "Cordonnet-Spitze, Bogenborte und Perlen, perfekt aufeinander abgestimmt fürs Brautkleid."))),
        Node("pearl-packs", N("Pearl packs", "Набори перлів", "Zestawy pereł", "Наборы жемчуга", "Perlenpakete"),
             family=_set("BW", N("Pearl Pack", "набір перлів", "zestaw pereł", "набор жемчуга", "Perlenpaket"),
                         "pearl", (2900, 6900),
                         ("Flatback pearls in four sizes for veils, bodices and hair pieces.",
                          "Напівперли чотирьох розмірів для фати, ліфа та прикрас для волосся.",
                          "Półperełki w czterech rozmiarach na welony, gorsety i ozdoby do włosów.",
                          "Полужемчуг четырёх размеров для фаты, лифа и украшений для волос.",
                          "Halbperlen in vier Größen für Schleier, Korsagen und Haarschmuck."),
                         brands=("PR", "SW"), palette="pearl")),
    )),
    Node("kids-costumes", N("Kids' Costumes", "Дитячі костюми", "Kostiumy dziecięce", "Детские костюмы",
                            "Kinderkostüme"), children=(
        Node("starter-kits", N("Starter kits", "Стартові набори", "Zestawy startowe", "Стартовые наборы",
                               "Starter-Sets"),
             family=_set("KC", N("Starter Kit", "стартовий набір", "zestaw startowy", "стартовый набор", "Starter-Set"),
                         "bundle", (3500, 5900),
                         ("Lycra, elastic and a pack of stones sized for a junior dress up to 140 cm.",
                          "Лайкра, резинка й пакет страз для дитячої сукні на зріст до 140 см.",
                          "Lycra, guma i paczka kryształów w ilości na sukienkę juniorską do 140 cm wzrostu.",
                          "Лайкра, резинка и пакет страз — из расчёта на детское платье на рост до 140 см.",
                          "Lycra, Gummiband und ein Päckchen Steine, berechnet für ein Kinderkleid bis Größe 140."))),
        Node("crystal-packs", N("Crystal packs", "Набори страз", "Zestawy kryształów", "Наборы страз",
                                "Kristallpakete"),
             family=_set("KC", _CRYSTAL_PACK, "round", (2500, 4900), _STONES_BLURB, brands=("AS", "AU"),
                         palette="crystal")),
    )),
    Node("showgirl", N("Showgirl & Cabaret", "Шоу та кабаре", "Show i kabaret", "Шоу и кабаре",
                       "Show & Varieté"), stored="Showgirl_cabaret__Шоу та кабаре", children=(
        Node("feather-sets", N("Feather sets", "Набори пір'я", "Zestawy piór", "Наборы перьев", "Federsets"),
             family=_set("SG", N("Feather Set", "набір пір'я", "zestaw piór", "набор перьев", "Federset"),
                         "feather", (7900, 16900),
                         ("Ostrich plumes, a boa and a feather trim, dyed to one shade.",
                          "Страусові пера, боа та пір'яна тасьма, пофарбовані в один відтінок.",
                          "Pióra strusie, boa i taśma z piór, farbowane na jeden odcień.",
                          "Страусиные перья, боа и перьевая тесьма, окрашенные в один оттенок.",
                          "Straußenfedern, eine Boa und eine Federborte, alles im selben Farbton "
                          "gefärbt."), palette="trim")),
        Node("sparkle-packs", N("Sparkle packs", "Набори блиску", "Zestawy blasku", "Наборы блеска", "Glitzerpakete"),
             family=_set("SG", N("Sparkle Pack", "набір блиску", "zestaw blasku", "набор блеска", "Glitzerpaket"),
                         "sequin", (4900, 9900),
                         ("Sequin fabric, sequin fringe and crystal banding for a head-turning costume.",
                          "Тканина з паєтками, бахрома з паєток і стразова стрічка для яскравого костюма.",
                          "Tkanina z cekinami, frędzle z cekinów i taśma z kryształami na kostium, od którego nie "
                          "można oderwać wzroku.",
                          "Ткань с пайетками, бахрома из пайеток и стразовая лента для костюма, от которого не "
                          "отвести глаз.",
                          "Paillettenstoff, Paillettenfransen und Strassborte für ein Kostüm, nach dem sich alle "
                          "umdrehen."))),
    )),
    Node("chrisanne-favourites", N("Chrisanne Favourites", "Улюблене від Chrisanne", "Ulubione Chrisanne",
                                   "Любимое от Chrisanne", "Chrisanne-Favoriten"),
         link="/brands/chrisanne", children=(
        Node("lycra-picks", N("Lycra picks", "Добірка лайкри", "Wybór lycry", "Подборка лайкры", "Lycra-Auswahl"),
             family=_set("CF", N("Lycra Selection", "добірка лайкри", "wybór lycry", "подборка лайкры",
                                 "Lycra-Auswahl"),
                         "sheen", (4900, 8900),
                         ("Four metres of Chrisanne's best-selling lycra in one shade.",
                          "Чотири метри найпопулярнішої лайкри Chrisanne в одному відтінку.",
                          "Cztery metry najchętniej kupowanej lycry Chrisanne w jednym odcieniu.",
                          "Четыре метра самой популярной лайкры Chrisanne в одном оттенке.",
                          "Vier Meter des meistverkauften Lycra-Stoffs von Chrisanne in einem "
                          "Farbton."), brands=("CH",))),
        Node("crystal-packs", N("Crystal packs", "Набори страз", "Zestawy kryształów", "Наборы страз",
                                "Kristallpakete"),
             family=_set("CF", _CRYSTAL_PACK, "round", (5900, 11900), _STONES_BLURB, brands=("CH",),
                         palette="crystal")),
    )),
    Node("last-chance", N("Last Chance", "Останній шанс", "Ostatnia szansa", "Последний шанс", "Letzte Chance"),
         link="/sale", children=(
        Node("fabric-remnants", N("Fabric remnants", "Залишки тканин", "Resztki tkanin", "Остатки тканей",
                                  "Stoffreste"),
             family=_set("LC", N("Fabric Remnants", "залишки тканин", "resztki tkanin", "остатки тканей",
                                 "Stoffreste"),
                         "bundle", (1500, 3900),
                         ("End-of-roll pieces from 0.5 to 1.5 m, perfect for appliqués and children's costumes.",
                          "Залишки рулонів від 0,5 до 1,5 м — ідеально для аплікацій і дитячих костюмів.",
                          "Końcówki bel od 0,5 do 1,5 m — idealne na aplikacje i kostiumy dla dzieci.",
                          "Остатки рулонов от 0,5 до 1,5 м — идеально для аппликаций и детских костюмов.",
                          "Ballenreste von 0,5 bis 1,5 m — ideal für Applikationen und Kinderkostüme."))),
        Node("mixed-stones", N("Mixed stones", "Мікс каменів", "Mieszanka kamieni", "Микс камней", "Steinmix"),
             family=_set("LC", N("Mixed Stones", "мікс каменів", "mieszanka kamieni", "микс камней", "Steinmix"),
                         "round", (1900, 4900),
                         ("A mix of sizes and cuts from discontinued colours — great value for practice wear.",
                          "Мікс розмірів і огранювань зі знятих з виробництва кольорів — вигідно для тренувального "
                          "одягу.",
                          "Mieszanka rozmiarów i szlifów z wycofanych kolorów — opłacalny wybór na stroje treningowe.",
                          "Микс размеров и огранок из снятых с производства цветов — выгодно для тренировочных "
                          "костюмов.",
                          "Ein Mix aus Größen und Schliffen in ausgelaufenen Farben — günstig für Trainingskleidung."),
                         brands=("AS", "AU"), palette="crystal")),
    )),
))

TREES: tuple[Node, ...] = (FABRICS, CRYSTALS, ACCESSORIES, COLLECTIONS)
# Share of the catalogue each main category gets (fabrics dominate, as in the real shop).
MAIN_WEIGHTS = {"fabrics": 46, "crystals": 30, "accessories": 16, "collections": 8}

# --------------------------------------------------------------------------------------------------------------
# Gift cards, slides and sample people
# --------------------------------------------------------------------------------------------------------------

GIFT_CARD_AMOUNTS = (25, 50, 75, 100, 150, 200)
# The same cards' round face values in the other currencies, as a shop sets them (near the GBP value converted).
GIFT_CARD_OWN_AMOUNTS = {
    "UAH": (1500, 3000, 4000, 5500, 8500, 11000),
    "EUR": (30, 60, 90, 120, 175, 250),
    "USD": (35, 70, 100, 135, 200, 275),
}
# Round delivery prices and free-delivery thresholds per currency (method: currency: (price, free from)).
# Round delivery prices by zone, method and currency: each band's price, lightest first (the weights are the GBP
# bands' of shop.orders.delivery.DEFAULT_ZONES), and the subtotal from which it is free (None: never).
DELIVERY_PRICES: dict[str, dict[str, dict[str, tuple[tuple[str, ...], str | None]]]] = {
    "ua": {
        "nova-poshta-branch": {"UAH": (("80", "120", "190"), "5500"), "EUR": (("2", "2.60", "4"), "120"),
                               "USD": (("2", "2.90", "4.50"), "135")},
        "nova-poshta-locker": {"UAH": (("70", "110"), "5500"), "EUR": (("1.50", "2.40"), "120"),
                               "USD": (("1.60", "2.60"), "135")},
        "courier": {"UAH": (("140", "180", "270"), "8500"), "EUR": (("3", "3.80", "5.70"), "175"),
                    "USD": (("3.40", "4.30", "6.50"), "200")},
        "ukrposhta": {"UAH": (("55", "90", "160"), "5500"), "EUR": (("1.20", "1.90", "3.30"), "120"),
                      "USD": (("1.40", "2.20", "3.80"), "135")},
    },
    "uk": {"international": {"UAH": (("900", "1250", "1700", "2500"), None), "EUR": (("19", "26", "36", "53"), None),
                             "USD": (("22", "30", "41", "61"), None)}},
    "eu": {"international": {"UAH": (("1000", "1450", "2150", "3100"), None), "EUR": (("21", "31", "45", "65"), None),
                             "USD": (("24", "35", "51", "74"), None)}},
    "world": {"international": {"UAH": (("1350", "2000", "2900", "4200"), None),
                                "EUR": (("28", "42", "61", "89"), None), "USD": (("32", "49", "70", "101"), None)}},
}
# Grams per piece or pack of what is not fabric (fabric weighs its g/m² times its width, per metre).
PIECE_GRAMS = {"crystal": 6, "accessory": 60, "collection": 250}
GIFT_CARD_NAME: Names = ("Gift Card", "Подарункова картка", "Karta podarunkowa", "Подарочная карта", "Geschenkkarte")
GIFT_CARD_TEXT: Names = (
    "A gift card for dancers and costume makers: spend it on any fabric, crystals or accessories. "
    "Delivered by email with your message; valid for 12 months.",
    "Подарункова картка для танцюристів і костюмерів: на будь-які тканини, стрази та аксесуари. "
    "Надсилаємо електронною поштою з вашим побажанням; діє 12 місяців.",
    "Karta podarunkowa dla tancerzy i krawców kostiumów: na dowolne tkaniny, kryształy i akcesoria. "
    "Wysyłana e-mailem z Twoją wiadomością; ważna 12 miesięcy.",
    "Подарочная карта для танцоров и костюмеров: на любые ткани, стразы и аксессуары. "
    "Отправляем по электронной почте с вашим пожеланием; действует 12 месяцев.",
    "Eine Geschenkkarte für Tänzer und Kostümbildner: für alle Stoffe, Kristalle und Zubehör. "
    "Per E-Mail mit Ihrer Nachricht zugestellt; 12 Monate gültig.",
)

SLIDES: tuple[tuple[Names, str, tuple[str, str, str]], ...] = (
    (N("New season lycra has arrived", "Нова колекція лайкри вже тут", "Nowa kolekcja lycry już jest",
       "Новая коллекция лайкры уже здесь", "Die neue Lycra-Saison ist da"), "/new",
     ("#3A0CA3", "#F72585", "#FFD6F0")),
    (N("Sale: up to 50% off", "Розпродаж: знижки до 50%", "Wyprzedaż: do 50% taniej", "Распродажа: скидки до 50%",
       "Sale: bis zu 50% Rabatt"), "/sale", ("#D00000", "#FFBA08", "#FFF3B0")),
    (N("Competition fabrics from Chrisanne, DSI and Carvico", "Тканини для змагань від Chrisanne, DSI та Carvico",
       "Tkaniny konkursowe od Chrisanne, DSI i Carvico", "Ткани для соревнований от Chrisanne, DSI и Carvico",
       "Turnierstoffe von Chrisanne, DSI und Carvico"), "/fabrics", ("#03045E", "#0077B6", "#90E0EF")),
    (N("Crystals that catch every light", "Стрази, що ловлять кожен промінь", "Kryształy, które łapią każde światło",
       "Стразы, которые ловят каждый луч", "Kristalle, die jedes Licht einfangen"), "/crystals",
     ("#10002B", "#7B2CBF", "#E0AAFF")),
)

ADMIN_EMAIL = "admin@example.com"
ADMIN_SECRET = "admin-shop-2026"  # noqa: S105 - the documented demo login, printed in the README
SHOPPER_SECRET = "shopper-2026"  # noqa: S105 - the documented demo login, printed in the README
# The owner (ADMIN) is joined by one member of staff of each other role: (email, first name, last name, role, password).
STAFF = (
    ("manager@example.com", "Mariia", "Melnyk", "manager", "manager-shop-2026"),
    ("warehouse@example.com", "Taras", "Bondarenko", "warehouse", "warehouse-shop-2026"),
)
SHOPPERS = (
    ("olena.kovalenko@example.com", "Olena", "Kovalenko", "+380504007015", "vul. Khreshchatyk 22, apt. 5", "Kyiv",
     "01001", "UA"),
    ("emma.clarke@example.com", "Emma", "Clarke", "07700900123", "Flat 3, 27 Camden Road", "London", "NW1 9LN",
     "GB"),
    ("anna.nowak@example.com", "Anna", "Nowak", "+48601234567", "ul. Floriańska 14/3", "Kraków", "31-019", "PL"),
)
# The language each shopper's e-mails are written in.
SHOPPER_LANGUAGES = {"olena.kovalenko@example.com": "ua", "emma.clarke@example.com": "en",
                     "anna.nowak@example.com": "pl"}
# Each shopper's address book, the default first (first, last, company, line1, line2, city, postcode, region,
# country, phone).
SHOPPER_ADDRESSES = {
    "olena.kovalenko@example.com": (
        ("Olena", "Kovalenko", "", "vul. Khreshchatyk 22, apt. 5", "", "Kyiv", "01001", "", "UA", "+380504007015"),
        ("Olena", "Kovalenko", "Grace Dance Studio", "vul. Petra Doroshenka 12", "2nd floor", "Lviv", "79000",
         "Lviv Oblast", "UA", "+380671234567"),
    ),
    "emma.clarke@example.com": (
        ("Emma", "Clarke", "", "27 Camden Road", "Flat 3", "London", "NW1 9LN", "", "GB", "07700900123"),
    ),
    "anna.nowak@example.com": (
        ("Anna", "Nowak", "", "ul. Floriańska 14/3", "", "Kraków", "31-019", "Małopolskie", "PL", "+48601234567"),
        ("Anna", "Nowak", "Studio Tańca Rytm", "ul. Karmelicka 45", "", "Kraków", "31-128", "Małopolskie", "PL",
         "+48126345678"),
    ),
}
# Olena's saved billing details (a Ukrainian sole trader: FOP, with her 10-digit tax number).
OLENA = "olena.kovalenko@example.com"
OLENA_PAYMENT_PROFILE = {
    "billing_name": "Olena Kovalenko", "company": "FOP Kovalenko O. V.", "tax_id": "3012345678",
    "line1": "vul. Khreshchatyk 22, apt. 5", "city": "Kyiv", "postcode": "01001", "country": "UA",
    "preferred_method": "bank-transfer",
}
# Her monthly swatch-club subscription (GBP), named in her language as the shop wrote it for her.
SWATCH_CLUB = ("Клуб зразків: 10 нових зразків тканин щомісяця", "4.50", "GBP")
# The return she asked for on a delivered line: reason and comment, in her own words.
OLENA_RETURN = ("not-as-described", "Відтінок помітно світліший, ніж на фото.")
# Guests who ordered without an account (first, last, email, phone, address, city, postcode, country).
GUESTS = (
    ("James", "Whitfield", "j.whitfield@example.co.uk", "07911123456", "3 Mill Lane", "Blackpool", "FY1 4AA", "GB"),
    ("Iryna", "Shevchenko", "iryna.sh@example.com", "+380671112233", "vul. Deribasivska 10", "Odesa", "65026", "UA"),
    ("Sophie", "Bauer", "sophie.bauer@example.de", "+4915112345678", "Lindenstraße 8", "Köln", "50674", "DE"),
    ("Marta", "Zielińska", "marta.z@example.pl", "+48512345678", "ul. Długa 15", "Gdańsk", "80-827", "PL"),
    ("Daniel", "Hughes", "dan.hughes@example.co.uk", "07400123987", "27 Queen's Road", "Brighton", "BN1 3XE", "GB"),
    ("Oksana", "Melnyk", "oksana.melnyk@example.com", "0504445566", "pr. Svobody 41", "Lviv", "79000", "UA"),
    ("Sarah", "Mitchell", "sarah.mitchell@example.co.uk", "07700900456", "8 Church Street", "Bristol", "BS1 5DJ",
     "GB"),
    ("Hannah", "Price", "hannah.price@example.co.uk", "07700900789", "52 Market Place", "Derby", "DE1 3AR", "GB"),
    ("Giulia", "Romano", "giulia.romano@example.it", "+393331234567", "Via Roma 12", "Bologna", "40121", "IT"),
)
CALLBACKS = (
    ("Olena", "+380504007015", "Чи є в наявності лайкра Chrisanne королівського синього кольору? Потрібно 4 метри."),
    ("Emma Clarke", "07700900123", "Could you call me about hotfix stones for a junior Latin dress? About 3,000 pcs."),
    ("Iryna", "0671112233", "Підкажіть, будь ласка, скільки страз SS16 потрібно на ліф дорослої сукні?"),
    ("James", "+447911123456", "Do you ship to Blackpool before the festival? I need chiffon floats by Friday."),
    ("Marta", "+48512345678", "Interested in the Bridal White lace set — is the ivory close to Chrisanne Ivory?"),
    ("Andrii", "0939876543", "Хочу замовити боа марабу 10 штук для ансамблю, чи буде знижка?"),
    ("Sophie", "+4915112345678", "Welche Breite hat der Stretch-Samt? Bitte um Rückruf."),
    ("Natalia", "+380991234567", "Потрібна консультація щодо клею Gem-Tac для страз на сітці."),
    ("Daniel", "07400123987", "Can I return an unopened pack of crystals? Ordered the wrong size."),
    ("Kateryna", "0661237788", "Чи можна забрати замовлення самовивозом у Києві?"),
    ("Laura", "+353871234567", "Please call about a gift card for my daughter's dance teacher."),
    ("Viktor", "+380503334455", "Цікавить оптова ціна на стрази Preciosa SS20 Crystal AB."),
)
