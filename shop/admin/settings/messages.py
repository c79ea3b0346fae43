"""Every message of the shop settings form that shop.validation does not already have, once, with its translations
(shop.i18n)."""

TIME_INVALID = "Enter a time as HH:MM, such as 09:30."
DAYS_REQUIRED = "Choose at least one day."
E164_INVALID = "Enter the number in international form: + and 7 to 15 digits, such as +380504007015."
IBAN_INVALID = "Enter an IBAN: two letters, two check digits and 11 to 30 letters or digits, such as UA21 3223 1300 ..."
BIC_INVALID = "Enter a BIC (SWIFT code) of 8 or 11 letters and digits, such as PBANUA2X, or leave it empty."
RECIPIENT_CODE_INVALID = "Enter the recipient's tax code as 8 to 12 digits, or leave it empty."
LINK_INVALID = "Enter a full address starting with https://, such as https://www.instagram.com/dancefabrics.shop/."

# English template -> the same message in ua, pl, ru and de (the same {placeholders}).
TRANSLATIONS: dict[str, dict[str, str]] = {
    TIME_INVALID: {
        "ua": "Вкажіть час у форматі ГГ:ХХ, наприклад 09:30.",
        "pl": "Podaj godzinę w formacie GG:MM, na przykład 09:30.",
        "ru": "Укажите время в формате ЧЧ:ММ, например 09:30.",
        "de": "Geben Sie eine Uhrzeit als HH:MM ein, zum Beispiel 09:30.",
    },
    DAYS_REQUIRED: {
        "ua": "Оберіть щонайменше один день.",
        "pl": "Wybierz co najmniej jeden dzień.",
        "ru": "Выберите хотя бы один день.",
        "de": "Wählen Sie mindestens einen Tag.",
    },
    E164_INVALID: {
        "ua": "Вкажіть номер у міжнародному форматі: + і від 7 до 15 цифр, наприклад +380504007015.",
        "pl": "Podaj numer w formacie międzynarodowym: + i od 7 do 15 cyfr, na przykład +380504007015.",
        "ru": "Укажите номер в международном формате: + и от 7 до 15 цифр, например +380504007015.",
        "de": "Geben Sie die Nummer international ein: + und 7 bis 15 Ziffern, zum Beispiel +380504007015.",
    },
    IBAN_INVALID: {
        "ua": "Вкажіть IBAN: дві літери, дві контрольні цифри та від 11 до 30 літер або цифр, наприклад "
              "UA21 3223 1300 ...",
        "pl": "Podaj IBAN: dwie litery, dwie cyfry kontrolne i od 11 do 30 liter lub cyfr, na przykład "
              "UA21 3223 1300 ...",
        "ru": "Укажите IBAN: две буквы, две контрольные цифры и от 11 до 30 букв или цифр, например "
              "UA21 3223 1300 ...",
        "de": "Geben Sie eine IBAN ein: zwei Buchstaben, zwei Prüfziffern und 11 bis 30 Buchstaben oder Ziffern, zum "
              "Beispiel UA21 3223 1300 ...",
    },
    BIC_INVALID: {
        "ua": "Вкажіть BIC (код SWIFT) із 8 або 11 літер і цифр, наприклад PBANUA2X, або залиште поле порожнім.",
        "pl": "Podaj BIC (kod SWIFT) z 8 lub 11 liter i cyfr, na przykład PBANUA2X, albo zostaw pole puste.",
        "ru": "Укажите BIC (код SWIFT) из 8 или 11 букв и цифр, например PBANUA2X, или оставьте поле пустым.",
        "de": "Geben Sie einen BIC (SWIFT-Code) aus 8 oder 11 Buchstaben und Ziffern ein, zum Beispiel PBANUA2X, "
              "oder lassen Sie das Feld leer.",
    },
    RECIPIENT_CODE_INVALID: {
        "ua": "Вкажіть код отримувача (ЄДРПОУ або РНОКПП) — від 8 до 12 цифр, або залиште поле порожнім.",
        "pl": "Podaj numer podatkowy odbiorcy jako od 8 do 12 cyfr albo zostaw pole puste.",
        "ru": "Укажите налоговый код получателя — от 8 до 12 цифр, или оставьте поле пустым.",
        "de": "Geben Sie die Steuernummer des Empfängers mit 8 bis 12 Ziffern ein oder lassen Sie das Feld leer.",
    },
    LINK_INVALID: {
        "ua": "Вкажіть повну адресу, що починається з https://, наприклад "
              "https://www.instagram.com/dancefabrics.shop/.",
        "pl": "Podaj pełny adres zaczynający się od https://, na przykład "
              "https://www.instagram.com/dancefabrics.shop/.",
        "ru": "Укажите полный адрес, начинающийся с https://, например https://www.instagram.com/dancefabrics.shop/.",
        "de": "Geben Sie eine vollständige Adresse ein, die mit https:// beginnt, zum Beispiel "
              "https://www.instagram.com/dancefabrics.shop/.",
    },
}
