"""Every message of staff's category tree and brand calls, once, with its translations (shop.i18n; shop.messages
registers them).

The field rules these calls share with the slider, colour and product calls keep their own messages there
(shop.admin.content.messages FILL_IN, TEXT_TOO_LONG, ID_INVALID, LINK_INVALID, NO_SUCH_BRAND, IMAGE_MISSING;
shop.admin.products.messages SLUG_INVALID and the picture rules); these are the tree's and the brands' own.
"""

NO_SUCH_CATEGORY = "There is no such category."
NO_SUCH_PARENT = "There is no such parent category."
TOO_DEEP = "A category of level {max} is the deepest in the tree and cannot have subcategories."
SLUG_TAKEN = "Another subcategory of the same category already has the slug {slug}."
MAIN_SLUG_FIXED = "The slug of a main category is part of the shop's addresses and cannot be changed."
MAIN_NOT_DELETED = "A main category cannot be deleted."
CATEGORY_HAS_PRODUCTS = "Products in this category or below it: {count}. Move them to another category first."
CATEGORY_DELETED = "The category was deleted."
CHILDREN_ORDER_NOT_ALL = "Send the ids of all {count} subcategories of this category, each once."
NAME_NO_SLUG = "The English name has no Latin letter or digit to make a slug of: please enter the slug."
NAME_UNDERSCORES = ("A name may not contain a double underscore (__) or end with an underscore: __ separates the "
                    "English and Ukrainian names.")
BRAND_NAME_TAKEN = "Another brand is already called {name}."
BRAND_SLUG_TAKEN = "Another brand already has the slug {slug}."
BRAND_IN_USE = "Products of this brand: {count}. Give them another brand first."
BRAND_DELETED = "The brand was deleted."
BRAND_ORDER_NOT_ALL = "Send the ids of all {count} brands, each once."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}).
TRANSLATIONS: dict[str, dict[str, str]] = {
    NO_SUCH_CATEGORY: {
        "ua": "Такої категорії не існує.",
        "pl": "Taka kategoria nie istnieje.",
        "ru": "Такой категории не существует.",
        "de": "Diese Kategorie gibt es nicht.",
    },
    NO_SUCH_PARENT: {
        "ua": "Такої батьківської категорії не існує.",
        "pl": "Taka kategoria nadrzędna nie istnieje.",
        "ru": "Такой родительской категории не существует.",
        "de": "Diese übergeordnete Kategorie gibt es nicht.",
    },
    TOO_DEEP: {
        "ua": "Категорія рівня {max} — найглибша в дереві, тож підкатегорій мати не може.",
        "pl": "Kategoria poziomu {max} jest najgłębsza w drzewie i nie może mieć podkategorii.",
        "ru": "Категория уровня {max} — самая глубокая в дереве, поэтому подкатегорий у неё быть не может.",
        "de": "Eine Kategorie der Ebene {max} ist die tiefste im Baum und kann keine Unterkategorien haben.",
    },
    SLUG_TAKEN: {
        "ua": "Інша підкатегорія цієї ж категорії вже має slug {slug}.",
        "pl": "Inna podkategoria tej samej kategorii ma już slug {slug}.",
        "ru": "У другой подкатегории той же категории уже есть slug {slug}.",
        "de": "Eine andere Unterkategorie derselben Kategorie hat bereits den Slug {slug}.",
    },
    MAIN_SLUG_FIXED: {
        "ua": "Slug головної категорії є частиною адрес магазину, тому змінити його не можна.",
        "pl": "Slug kategorii głównej jest częścią adresów sklepu, dlatego nie można go zmienić.",
        "ru": "Slug главной категории входит в адреса магазина, поэтому изменить его нельзя.",
        "de": "Der Slug einer Hauptkategorie ist Teil der Adressen des Shops und kann nicht geändert werden.",
    },
    MAIN_NOT_DELETED: {
        "ua": "Головну категорію видалити не можна.",
        "pl": "Kategorii głównej nie można usunąć.",
        "ru": "Главную категорию удалить нельзя.",
        "de": "Eine Hauptkategorie kann nicht gelöscht werden.",
    },
    CATEGORY_HAS_PRODUCTS: {
        "ua": "Товарів у цій категорії та її підкатегоріях: {count}. Спочатку перенесіть їх до іншої категорії.",
        "pl": "Produkty w tej kategorii i jej podkategoriach: {count}. Najpierw proszę przenieść je do innej "
              "kategorii.",
        "ru": "Товаров в этой категории и её подкатегориях: {count}. Сначала перенесите их в другую категорию.",
        "de": "Artikel in dieser Kategorie und ihren Unterkategorien: {count}. Verschieben Sie sie zuerst in eine "
              "andere Kategorie.",
    },
    CATEGORY_DELETED: {
        "ua": "Категорію видалено.",
        "pl": "Kategoria została usunięta.",
        "ru": "Категория удалена.",
        "de": "Die Kategorie wurde gelöscht.",
    },
    CHILDREN_ORDER_NOT_ALL: {
        "ua": "Надішліть ідентифікатори всіх підкатегорій цієї категорії (їх {count}), кожен по одному разу.",
        "pl": "Proszę przesłać identyfikatory wszystkich podkategorii tej kategorii (jest ich {count}), każdy "
              "jeden raz.",
        "ru": "Отправьте идентификаторы всех подкатегорий этой категории (их {count}), каждый по одному разу.",
        "de": "Bitte senden Sie die IDs aller Unterkategorien dieser Kategorie (es sind {count}), jede genau "
              "einmal.",
    },
    NAME_NO_SLUG: {
        "ua": "В англійській назві немає латинських літер чи цифр, з яких можна скласти slug: будь ласка, "
              "введіть slug.",
        "pl": "W angielskiej nazwie nie ma liter łacińskich ani cyfr, z których można utworzyć slug: proszę "
              "podać slug.",
        "ru": "В английском названии нет латинских букв или цифр, из которых можно составить slug: пожалуйста, "
              "введите slug.",
        "de": "Der englische Name enthält keine lateinischen Buchstaben oder Ziffern, aus denen sich ein Slug "
              "bilden lässt: Bitte geben Sie den Slug ein.",
    },
    NAME_UNDERSCORES: {
        "ua": "Назва не може містити подвійне підкреслення (__) або закінчуватися підкресленням: __ відділяє "
              "англійську назву від української.",
        "pl": "Nazwa nie może zawierać podwójnego podkreślenia (__) ani kończyć się podkreśleniem: __ oddziela "
              "nazwę angielską od ukraińskiej.",
        "ru": "Название не может содержать двойное подчёркивание (__) или заканчиваться подчёркиванием: __ "
              "отделяет английское название от украинского.",
        "de": "Ein Name darf keinen doppelten Unterstrich (__) enthalten und nicht auf einen Unterstrich enden: "
              "__ trennt den englischen vom ukrainischen Namen.",
    },
    BRAND_NAME_TAKEN: {
        "ua": "Інший бренд уже має назву «{name}».",
        "pl": "Inna marka nosi już nazwę „{name}”.",
        "ru": "Другой бренд уже называется «{name}».",
        "de": "Eine andere Marke heißt bereits „{name}“.",
    },
    BRAND_SLUG_TAKEN: {
        "ua": "Інший бренд уже має slug {slug}.",
        "pl": "Inna marka ma już slug {slug}.",
        "ru": "У другого бренда уже есть slug {slug}.",
        "de": "Eine andere Marke hat bereits den Slug {slug}.",
    },
    BRAND_IN_USE: {
        "ua": "Товарів цього бренду: {count}. Спочатку призначте їм інший бренд.",
        "pl": "Produkty tej marki: {count}. Najpierw proszę przypisać im inną markę.",
        "ru": "Товаров этого бренда: {count}. Сначала назначьте им другой бренд.",
        "de": "Artikel dieser Marke: {count}. Weisen Sie ihnen zuerst eine andere Marke zu.",
    },
    BRAND_DELETED: {
        "ua": "Бренд видалено.",
        "pl": "Marka została usunięta.",
        "ru": "Бренд удалён.",
        "de": "Die Marke wurde gelöscht.",
    },
    BRAND_ORDER_NOT_ALL: {
        "ua": "Надішліть ідентифікатори всіх брендів (їх {count}), кожен по одному разу.",
        "pl": "Proszę przesłać identyfikatory wszystkich marek (jest ich {count}), każdy jeden raz.",
        "ru": "Отправьте идентификаторы всех брендов (их {count}), каждый по одному разу.",
        "de": "Bitte senden Sie die IDs aller Marken (es sind {count}), jede genau einmal.",
    },
}
