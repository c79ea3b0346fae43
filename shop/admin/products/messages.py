"""Every message of staff's product management, once, and its translations (shop.i18n; shop.messages registers them).

Field rules shared with other domains keep their own messages (shop.accounts.messages FIELD_REQUIRED and
FIELD_TOO_LONG, shop.orders.messages CHECK_FIELDS); these are the catalogue's own.
"""

NO_SUCH_PRODUCT = "There is no such product."
DELETED = "The product has been deleted."
SKU_INVALID = "The SKU may hold only Latin letters, digits, dots, hyphens and underscores (at most {max})."
SKU_TAKEN = "Another product already has the SKU {sku}."
SLUG_INVALID = "The slug may hold only lower-case Latin letters, digits and single hyphens (at most {max})."
TEXT_CONTROL = "Please remove the control characters from this text."
PRICE_INVALID = "The price must be from 0 to {max}, with at most 2 decimals."
CURRENCY_PRICES_GIFT_CARDS_ONLY = "Only gift cards have amounts of their own in other currencies."
DISCOUNT_INVALID = "The discount is a whole percent from 0 to 100."
WEIGHT_INVALID = "The weight is a whole number of grams from 0 to {max}."
WHOLE_NUMBER = "Please enter a whole number."
MINIMUM_INVALID = "The minimum must be 0.1 (sold by tenths, as fabric by 10 cm) or 1 (sold in whole units)."
FRACTIONAL_UNIT = "Goods sold by 0.1 are measured in metres: the unit must be m."
STOCK_INVALID = "The stock must be from 0 to {max}, with at most 2 decimals."
STOCK_STEP = "The stock goes in steps of {step}, as the product is sold."
UNIT_INVALID = "The unit must be one of: {choices}."
ID_INVALID = "An id is a whole number."
BRAND_UNKNOWN = "There is no such brand."
COLOUR_UNKNOWN = "There is no such colour."
COLOUR_OF_OTHER_BRAND = "This colour belongs to another brand."
CATEGORY_UNKNOWN = "There is no category {path}."
CATEGORY_GAP = "Please choose the category level above first."
GIFT_CARD_CATEGORY = "Gift cards belong in the gift-cards category, and only gift cards do."
IMAGE_URL_INVALID = "An image is a /media/ path or an https:// address, without spaces or commas."
TOO_MANY_IMAGES = "A product has at most {max} images."
IMAGE_TOO_LARGE = "The image must be at most {max} MB."
IMAGE_UNREADABLE = "The file is not a JPEG, PNG, WebP or GIF image."
IMAGE_TOO_MANY_PIXELS = "The image must be at most {max} megapixels."
IMAGE_NOT_ON_PRODUCT = "The product has no such image."
CSV_TOO_LARGE = "The file must be at most {max} MB."
CSV_NOT_UTF8 = "The file must be a CSV saved as UTF-8 (in Excel: \u201cCSV UTF-8\u201d)."
CSV_EMPTY = "The file has no header row."
CSV_INVALID = "The file is not a valid CSV (near row {row})."
CSV_COLUMN_MISSING = "The file has no {column} column."
CSV_TOO_MANY_ROWS = "A file may hold at most {max} products."
CSV_SKU_REPEATED = "This SKU is already on row {row}."
CSV_BRAND_UNKNOWN = "There is no brand named {name}."
CSV_COLOUR_UNKNOWN = "There is no colour named {name} for this brand."
CSV_COLOUR_AMBIGUOUS = "Several brands have a colour named {name}: please fill in the brand."
GIFT_CARDS = "Gift cards"
CSV_HAS_ERRORS = "Nothing was imported: please correct the rows listed and try again."

TRANSLATIONS: dict[str, dict[str, str]] = {
    CURRENCY_PRICES_GIFT_CARDS_ONLY: {
        "ua": "Власні суми в інших валютах бувають лише в подарункових карток.",
        "pl": "Własne kwoty w innych walutach mają tylko karty podarunkowe.",
        "ru": "Собственные суммы в других валютах бывают только у подарочных карт.",
        "de": "Eigene Beträge in anderen Währungen gibt es nur für Geschenkkarten.",
    },
    NO_SUCH_PRODUCT: {
        "ua": "Такого товару не існує.",
        "pl": "Taki produkt nie istnieje.",
        "ru": "Такого товара не существует.",
        "de": "Diesen Artikel gibt es nicht.",
    },
    DELETED: {
        "ua": "Товар видалено.",
        "pl": "Produkt został usunięty.",
        "ru": "Товар удалён.",
        "de": "Der Artikel wurde gelöscht.",
    },
    SKU_INVALID: {
        "ua": "Артикул може містити лише латинські літери, цифри, крапки, дефіси та підкреслення (до {max} символів).",
        "pl": "Kod produktu może zawierać tylko litery łacińskie, cyfry, kropki, łączniki i podkreślenia "
              "(maksymalnie {max} znaków).",
        "ru": "Артикул может содержать только латинские буквы, цифры, точки, дефисы и подчёркивания "
              "(не более {max} символов).",
        "de": "Die Artikelnummer darf nur lateinische Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche "
              "enthalten (höchstens {max} Zeichen).",
    },
    SKU_TAKEN: {
        "ua": "Артикул {sku} уже має інший товар.",
        "pl": "Inny produkt ma już kod {sku}.",
        "ru": "Артикул {sku} уже есть у другого товара.",
        "de": "Die Artikelnummer {sku} hat bereits ein anderer Artikel.",
    },
    SLUG_INVALID: {
        "ua": "Slug може містити лише малі латинські літери, цифри й поодинокі дефіси (до {max} символів).",
        "pl": "Slug może zawierać tylko małe litery łacińskie, cyfry i pojedyncze łączniki (maksymalnie {max} "
              "znaków).",
        "ru": "Slug может содержать только строчные латинские буквы, цифры и одиночные дефисы "
              "(не более {max} символов).",
        "de": "Der Slug darf nur lateinische Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten "
              "(höchstens {max} Zeichen).",
    },
    TEXT_CONTROL: {
        "ua": "Будь ласка, приберіть із тексту керівні символи.",
        "pl": "Proszę usunąć z tekstu znaki sterujące.",
        "ru": "Пожалуйста, уберите из текста управляющие символы.",
        "de": "Bitte entfernen Sie die Steuerzeichen aus dem Text.",
    },
    PRICE_INVALID: {
        "ua": "Ціна має бути від 0 до {max}, не більше ніж із 2 знаками після коми.",
        "pl": "Cena musi wynosić od 0 do {max}, z najwyżej 2 miejscami po przecinku.",
        "ru": "Цена должна быть от 0 до {max}, не более чем с 2 знаками после запятой.",
        "de": "Der Preis muss zwischen 0 und {max} liegen, mit höchstens 2 Nachkommastellen.",
    },
    WEIGHT_INVALID: {
        "ua": "Вага — ціле число грамів від 0 до {max}.",
        "pl": "Waga to całkowita liczba gramów od 0 do {max}.",
        "ru": "Вес — целое число граммов от 0 до {max}.",
        "de": "Das Gewicht ist eine ganze Zahl von Gramm zwischen 0 und {max}.",
    },
    DISCOUNT_INVALID: {
        "ua": "Знижка — ціле число відсотків від 0 до 100.",
        "pl": "Rabat to całkowita liczba procent od 0 do 100.",
        "ru": "Скидка — целое число процентов от 0 до 100.",
        "de": "Der Rabatt ist ein ganzzahliger Prozentsatz von 0 bis 100.",
    },
    WHOLE_NUMBER: {
        "ua": "Будь ласка, введіть ціле число.",
        "pl": "Proszę podać liczbę całkowitą.",
        "ru": "Пожалуйста, введите целое число.",
        "de": "Bitte geben Sie eine ganze Zahl ein.",
    },
    MINIMUM_INVALID: {
        "ua": "Мінімум має бути 0.1 (продаж десятими частками, як тканина по 10 см) або 1 (продаж цілими "
              "одиницями).",
        "pl": "Minimum musi wynosić 0.1 (sprzedaż po dziesiątych częściach, jak tkanina po 10 cm) lub 1 "
              "(sprzedaż w całych jednostkach).",
        "ru": "Минимум должен быть 0.1 (продажа десятыми долями, как ткань по 10 см) или 1 (продажа целыми "
              "единицами).",
        "de": "Das Minimum muss 0.1 (Verkauf in Zehnteln, wie Stoff je 10 cm) oder 1 (Verkauf in ganzen "
              "Einheiten) sein.",
    },
    FRACTIONAL_UNIT: {
        "ua": "Товари, що продаються по 0.1, вимірюються в метрах: одиниця має бути m.",
        "pl": "Towary sprzedawane po 0.1 mierzy się w metrach: jednostką musi być m.",
        "ru": "Товары, продающиеся по 0.1, измеряются в метрах: единица должна быть m.",
        "de": "Ware, die in Schritten von 0.1 verkauft wird, wird in Metern gemessen: Die Einheit muss m sein.",
    },
    STOCK_INVALID: {
        "ua": "Залишок має бути від 0 до {max}, не більше ніж із 2 знаками після коми.",
        "pl": "Stan magazynowy musi wynosić od 0 do {max}, z najwyżej 2 miejscami po przecinku.",
        "ru": "Остаток должен быть от 0 до {max}, не более чем с 2 знаками после запятой.",
        "de": "Der Bestand muss zwischen 0 und {max} liegen, mit höchstens 2 Nachkommastellen.",
    },
    STOCK_STEP: {
        "ua": "Залишок задається кроком {step}, як продається товар.",
        "pl": "Stan magazynowy podaje się z krokiem {step}, tak jak sprzedawany jest produkt.",
        "ru": "Остаток задаётся с шагом {step}, как продаётся товар.",
        "de": "Der Bestand wird in Schritten von {step} angegeben, so wie der Artikel verkauft wird.",
    },
    UNIT_INVALID: {
        "ua": "Одиниця має бути однією з таких: {choices}.",
        "pl": "Jednostka musi być jedną z następujących: {choices}.",
        "ru": "Единица должна быть одной из следующих: {choices}.",
        "de": "Die Einheit muss eine der folgenden sein: {choices}.",
    },
    ID_INVALID: {
        "ua": "Ідентифікатор — це ціле число.",
        "pl": "Identyfikator to liczba całkowita.",
        "ru": "Идентификатор — это целое число.",
        "de": "Eine ID ist eine ganze Zahl.",
    },
    BRAND_UNKNOWN: {
        "ua": "Такого бренду не існує.",
        "pl": "Taka marka nie istnieje.",
        "ru": "Такого бренда не существует.",
        "de": "Diese Marke gibt es nicht.",
    },
    COLOUR_UNKNOWN: {
        "ua": "Такого кольору не існує.",
        "pl": "Taki kolor nie istnieje.",
        "ru": "Такого цвета не существует.",
        "de": "Diese Farbe gibt es nicht.",
    },
    COLOUR_OF_OTHER_BRAND: {
        "ua": "Цей колір належить іншому бренду.",
        "pl": "Ten kolor należy do innej marki.",
        "ru": "Этот цвет принадлежит другому бренду.",
        "de": "Diese Farbe gehört zu einer anderen Marke.",
    },
    CATEGORY_UNKNOWN: {
        "ua": "Категорії {path} не існує.",
        "pl": "Kategoria {path} nie istnieje.",
        "ru": "Категории {path} не существует.",
        "de": "Die Kategorie {path} gibt es nicht.",
    },
    CATEGORY_GAP: {
        "ua": "Будь ласка, спершу оберіть категорію рівнем вище.",
        "pl": "Proszę najpierw wybrać kategorię o poziom wyżej.",
        "ru": "Пожалуйста, сначала выберите категорию уровнем выше.",
        "de": "Bitte wählen Sie zuerst die Kategorie eine Ebene darüber.",
    },
    GIFT_CARD_CATEGORY: {
        "ua": "Подарункові картки належать до категорії gift-cards, і лише вони.",
        "pl": "Karty podarunkowe należą do kategorii gift-cards i tylko one.",
        "ru": "Подарочные карты относятся к категории gift-cards, и только они.",
        "de": "Geschenkkarten gehören in die Kategorie gift-cards, und nur sie.",
    },
    IMAGE_URL_INVALID: {
        "ua": "Зображення — це шлях /media/ або адреса https:// без пробілів і ком.",
        "pl": "Obraz to ścieżka /media/ lub adres https:// bez spacji i przecinków.",
        "ru": "Изображение — это путь /media/ или адрес https:// без пробелов и запятых.",
        "de": "Ein Bild ist ein /media/-Pfad oder eine https://-Adresse, ohne Leerzeichen und Kommas.",
    },
    TOO_MANY_IMAGES: {
        "ua": "Товар може мати щонайбільше {max} зображень.",
        "pl": "Produkt może mieć najwyżej {max} zdjęć.",
        "ru": "У товара может быть не более {max} изображений.",
        "de": "Ein Artikel kann höchstens {max} Bilder haben.",
    },
    IMAGE_TOO_LARGE: {
        "ua": "Зображення має бути не більше ніж {max} МБ.",
        "pl": "Obraz może mieć najwyżej {max} MB.",
        "ru": "Изображение должно быть не больше {max} МБ.",
        "de": "Das Bild darf höchstens {max} MB groß sein.",
    },
    IMAGE_UNREADABLE: {
        "ua": "Файл не є зображенням JPEG, PNG, WebP або GIF.",
        "pl": "Plik nie jest obrazem JPEG, PNG, WebP ani GIF.",
        "ru": "Файл не является изображением JPEG, PNG, WebP или GIF.",
        "de": "Die Datei ist kein JPEG-, PNG-, WebP- oder GIF-Bild.",
    },
    IMAGE_TOO_MANY_PIXELS: {
        "ua": "Зображення має бути не більше ніж {max} мегапікселів.",
        "pl": "Obraz może mieć najwyżej {max} megapikseli.",
        "ru": "Изображение должно быть не больше {max} мегапикселей.",
        "de": "Das Bild darf höchstens {max} Megapixel haben.",
    },
    IMAGE_NOT_ON_PRODUCT: {
        "ua": "У товару немає такого зображення.",
        "pl": "Produkt nie ma takiego zdjęcia.",
        "ru": "У товара нет такого изображения.",
        "de": "Der Artikel hat dieses Bild nicht.",
    },
    CSV_TOO_LARGE: {
        "ua": "Файл має бути не більше ніж {max} МБ.",
        "pl": "Plik może mieć najwyżej {max} MB.",
        "ru": "Файл должен быть не больше {max} МБ.",
        "de": "Die Datei darf höchstens {max} MB groß sein.",
    },
    CSV_NOT_UTF8: {
        "ua": "Файл має бути CSV у кодуванні UTF-8 (в Excel: «CSV UTF-8»).",
        "pl": "Plik musi być plikiem CSV zapisanym w UTF-8 (w Excelu: „CSV UTF-8”).",
        "ru": "Файл должен быть CSV в кодировке UTF-8 (в Excel: «CSV UTF-8»).",
        "de": "Die Datei muss eine als UTF-8 gespeicherte CSV-Datei sein (in Excel: „CSV UTF-8“).",
    },
    CSV_EMPTY: {
        "ua": "У файлі немає рядка заголовків.",
        "pl": "W pliku brakuje wiersza nagłówków.",
        "ru": "В файле нет строки заголовков.",
        "de": "Der Datei fehlt die Kopfzeile.",
    },
    CSV_INVALID: {
        "ua": "Файл не є коректним CSV (біля рядка {row}).",
        "pl": "Plik nie jest poprawnym plikiem CSV (w okolicy wiersza {row}).",
        "ru": "Файл не является корректным CSV (около строки {row}).",
        "de": "Die Datei ist keine gültige CSV-Datei (bei Zeile {row}).",
    },
    CSV_COLUMN_MISSING: {
        "ua": "У файлі немає стовпця {column}.",
        "pl": "W pliku brakuje kolumny {column}.",
        "ru": "В файле нет столбца {column}.",
        "de": "Der Datei fehlt die Spalte {column}.",
    },
    CSV_TOO_MANY_ROWS: {
        "ua": "Файл може містити щонайбільше {max} товарів.",
        "pl": "Plik może zawierać najwyżej {max} produktów.",
        "ru": "Файл может содержать не более {max} товаров.",
        "de": "Eine Datei darf höchstens {max} Artikel enthalten.",
    },
    CSV_SKU_REPEATED: {
        "ua": "Цей артикул уже є в рядку {row}.",
        "pl": "Ten kod produktu występuje już w wierszu {row}.",
        "ru": "Этот артикул уже есть в строке {row}.",
        "de": "Diese Artikelnummer steht bereits in Zeile {row}.",
    },
    CSV_BRAND_UNKNOWN: {
        "ua": "Бренду з назвою {name} не існує.",
        "pl": "Marka o nazwie {name} nie istnieje.",
        "ru": "Бренда с названием {name} не существует.",
        "de": "Eine Marke namens {name} gibt es nicht.",
    },
    CSV_COLOUR_UNKNOWN: {
        "ua": "Кольору з назвою {name} для цього бренду не існує.",
        "pl": "Kolor o nazwie {name} nie istnieje dla tej marki.",
        "ru": "Цвета с названием {name} для этого бренда не существует.",
        "de": "Eine Farbe namens {name} gibt es für diese Marke nicht.",
    },
    CSV_COLOUR_AMBIGUOUS: {
        "ua": "Колір {name} є в кількох брендів: будь ласка, вкажіть бренд.",
        "pl": "Kolor {name} ma kilka marek: proszę podać markę.",
        "ru": "Цвет {name} есть у нескольких брендов: пожалуйста, укажите бренд.",
        "de": "Mehrere Marken haben eine Farbe namens {name}: Bitte geben Sie die Marke an.",
    },
    GIFT_CARDS: {
        "ua": "Подарункові картки",
        "pl": "Karty podarunkowe",
        "ru": "Подарочные карты",
        "de": "Geschenkkarten",
    },
    CSV_HAS_ERRORS: {
        "ua": "Нічого не імпортовано: будь ласка, виправте вказані рядки й спробуйте ще раз.",
        "pl": "Nic nie zostało zaimportowane: proszę poprawić wymienione wiersze i spróbować ponownie.",
        "ru": "Ничего не импортировано: пожалуйста, исправьте указанные строки и попробуйте ещё раз.",
        "de": "Es wurde nichts importiert: Bitte korrigieren Sie die aufgeführten Zeilen und versuchen Sie es "
              "erneut.",
    },
}
