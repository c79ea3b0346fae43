"""Every message of the slider and colour admin calls, once, with its translations (shop.i18n)."""

FILL_IN = "Please fill this in."
TEXT_TOO_LONG = "This text may be at most {max} characters."
LINK_INVALID = "The link must be a path of this site starting with / or an https:// address."
NO_SUCH_SLIDE = "There is no such slide."
SLIDE_DELETED = "The slide was deleted."
ORDER_NOT_ALL = "Send the ids of all {count} slides, each once."
ID_INVALID = "An id is a whole number, such as 3."
IMAGE_MISSING = "Please choose an image file."
IMAGE_TOO_BIG = "The image may be at most {max} MB."
IMAGE_INVALID = "This file is not a JPEG, PNG, WebP or GIF image."
IMAGE_TOO_LARGE = "The image may be at most {max} megapixels."
HEX_INVALID = "The colour must be written as #RRGGBB, for example #4169E1."
NO_SUCH_BRAND = "There is no such brand."
NO_SUCH_COLOUR = "There is no such colour."
COLOUR_NAME_NO_SLUG = "The English name needs at least one Latin letter or digit."
COLOUR_TAKEN = "This brand already has a colour called {name}."
COLOUR_IN_USE = "Products using this colour: {count}. Give them another colour first."
COLOUR_DELETED = "The colour was deleted."
BRAND_FILTER_INVALID = "Choose a brand by its id, such as 3, or none for colours of no brand."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}).
TRANSLATIONS: dict[str, dict[str, str]] = {
    FILL_IN: {
        "ua": "Будь ласка, заповніть це поле.",
        "pl": "Proszę wypełnić to pole.",
        "ru": "Пожалуйста, заполните это поле.",
        "de": "Bitte füllen Sie dieses Feld aus.",
    },
    TEXT_TOO_LONG: {
        "ua": "Цей текст може містити щонайбільше {max} символів.",
        "pl": "Ten tekst może mieć najwyżej {max} znaków.",
        "ru": "Этот текст может содержать не более {max} символов.",
        "de": "Dieser Text darf höchstens {max} Zeichen lang sein.",
    },
    LINK_INVALID: {
        "ua": "Посилання має бути шляхом цього сайту, що починається з /, або адресою https://.",
        "pl": "Link musi być ścieżką tej witryny zaczynającą się od / albo adresem https://.",
        "ru": "Ссылка должна быть путём этого сайта, начинающимся с /, или адресом https://.",
        "de": "Der Link muss ein Pfad dieser Website sein, der mit / beginnt, oder eine https://-Adresse.",
    },
    NO_SUCH_SLIDE: {
        "ua": "Такого слайда не існує.",
        "pl": "Taki slajd nie istnieje.",
        "ru": "Такого слайда не существует.",
        "de": "Diese Folie gibt es nicht.",
    },
    SLIDE_DELETED: {
        "ua": "Слайд видалено.",
        "pl": "Slajd został usunięty.",
        "ru": "Слайд удалён.",
        "de": "Die Folie wurde gelöscht.",
    },
    ORDER_NOT_ALL: {
        "ua": "Надішліть ідентифікатори всіх слайдів (їх {count}), кожен по одному разу.",
        "pl": "Proszę przesłać identyfikatory wszystkich slajdów (jest ich {count}), każdy jeden raz.",
        "ru": "Отправьте идентификаторы всех слайдов (их {count}), каждый по одному разу.",
        "de": "Bitte senden Sie die IDs aller Folien (es sind {count}), jede genau einmal.",
    },
    BRAND_FILTER_INVALID: {
        "ua": "Виберіть бренд за його ідентифікатором, наприклад 3, або none для кольорів без бренду.",
        "pl": "Wybierz markę po jej identyfikatorze, na przykład 3, albo none dla kolorów bez marki.",
        "ru": "Выберите бренд по его идентификатору, например 3, или none для цветов без бренда.",
        "de": "Wählen Sie eine Marke über ihre ID, zum Beispiel 3, oder none für Farben ohne Marke.",
    },
    ID_INVALID: {
        "ua": "Ідентифікатор — це ціле число, наприклад 3.",
        "pl": "Identyfikator to liczba całkowita, na przykład 3.",
        "ru": "Идентификатор — это целое число, например 3.",
        "de": "Eine ID ist eine ganze Zahl, zum Beispiel 3.",
    },
    IMAGE_MISSING: {
        "ua": "Будь ласка, виберіть файл зображення.",
        "pl": "Proszę wybrać plik obrazu.",
        "ru": "Пожалуйста, выберите файл изображения.",
        "de": "Bitte wählen Sie eine Bilddatei aus.",
    },
    IMAGE_TOO_BIG: {
        "ua": "Зображення може мати щонайбільше {max} МБ.",
        "pl": "Obraz może mieć najwyżej {max} MB.",
        "ru": "Изображение может весить не более {max} МБ.",
        "de": "Das Bild darf höchstens {max} MB groß sein.",
    },
    IMAGE_INVALID: {
        "ua": "Цей файл не є зображенням JPEG, PNG, WebP чи GIF.",
        "pl": "Ten plik nie jest obrazem JPEG, PNG, WebP ani GIF.",
        "ru": "Этот файл не является изображением JPEG, PNG, WebP или GIF.",
        "de": "Diese Datei ist kein JPEG-, PNG-, WebP- oder GIF-Bild.",
    },
    IMAGE_TOO_LARGE: {
        "ua": "Зображення може мати щонайбільше {max} мегапікселів.",
        "pl": "Obraz może mieć najwyżej {max} megapikseli.",
        "ru": "Изображение может содержать не более {max} мегапикселей.",
        "de": "Das Bild darf höchstens {max} Megapixel haben.",
    },
    HEX_INVALID: {
        "ua": "Колір потрібно записати у форматі #RRGGBB, наприклад #4169E1.",
        "pl": "Kolor należy zapisać w formacie #RRGGBB, na przykład #4169E1.",
        "ru": "Цвет нужно записать в формате #RRGGBB, например #4169E1.",
        "de": "Die Farbe muss im Format #RRGGBB angegeben werden, zum Beispiel #4169E1.",
    },
    NO_SUCH_BRAND: {
        "ua": "Такого бренду не існує.",
        "pl": "Taka marka nie istnieje.",
        "ru": "Такого бренда не существует.",
        "de": "Diese Marke gibt es nicht.",
    },
    NO_SUCH_COLOUR: {
        "ua": "Такого кольору не існує.",
        "pl": "Taki kolor nie istnieje.",
        "ru": "Такого цвета не существует.",
        "de": "Diese Farbe gibt es nicht.",
    },
    COLOUR_NAME_NO_SLUG: {
        "ua": "Англійська назва має містити хоча б одну латинську літеру або цифру.",
        "pl": "Nazwa angielska musi zawierać co najmniej jedną literę łacińską lub cyfrę.",
        "ru": "Английское название должно содержать хотя бы одну латинскую букву или цифру.",
        "de": "Der englische Name braucht mindestens einen lateinischen Buchstaben oder eine Ziffer.",
    },
    COLOUR_TAKEN: {
        "ua": "У цього бренду вже є колір «{name}».",
        "pl": "Ta marka ma już kolor „{name}”.",
        "ru": "У этого бренда уже есть цвет «{name}».",
        "de": "Diese Marke hat bereits eine Farbe namens „{name}“.",
    },
    COLOUR_IN_USE: {
        "ua": "Товарів із цим кольором: {count}. Спочатку призначте їм інший колір.",
        "pl": "Produkty w tym kolorze: {count}. Najpierw proszę przypisać im inny kolor.",
        "ru": "Товаров с этим цветом: {count}. Сначала назначьте им другой цвет.",
        "de": "Produkte mit dieser Farbe: {count}. Weisen Sie ihnen zuerst eine andere Farbe zu.",
    },
    COLOUR_DELETED: {
        "ua": "Колір видалено.",
        "pl": "Kolor został usunięty.",
        "ru": "Цвет удалён.",
        "de": "Die Farbe wurde gelöscht.",
    },
}
