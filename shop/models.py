"""Every model, imported once so Alembic and the tests see the whole schema."""
from shop.accounts.models import (
    Address,
    EmailChange,
    PasswordResetToken,
    PaymentProfile,
    RecurringPayment,
    RevokedToken,
    RewardPointEntry,
    User,
    UserStatus,
    WishlistItem,
)
from shop.audit import AuditEntry
from shop.catalog.models import Brand, Category, Colour, Product
from shop.content.models import Slide
from shop.content_pages.models import ContentPage
from shop.currency.models import CurrencyRate
from shop.giftcards.models import GiftCard, GiftCardEntry
from shop.orders.models import DeliveryStatus, Order, OrderEvent, OrderLine, PaymentStatus, ReturnRequest
from shop.payments.models import Payment, ProviderCallback
from shop.promotions.models import Promotion, PromotionUse
from shop.queries.models import CallbackQuery, QueryStatus
from shop.settings.models import ShopSettingsRow

__all__ = [
    "Address",
    "AuditEntry",
    "Brand",
    "CallbackQuery",
    "Category",
    "Colour",
    "ContentPage",
    "CurrencyRate",
    "DeliveryStatus",
    "EmailChange",
    "GiftCard",
    "GiftCardEntry",
    "Order",
    "OrderEvent",
    "OrderLine",
    "PasswordResetToken",
    "Payment",
    "PaymentProfile",
    "PaymentStatus",
    "Product",
    "Promotion",
    "PromotionUse",
    "ProviderCallback",
    "QueryStatus",
    "RecurringPayment",
    "ReturnRequest",
    "RevokedToken",
    "RewardPointEntry",
    "ShopSettingsRow",
    "Slide",
    "User",
    "UserStatus",
    "WishlistItem",
]
