"""Password hashing: argon2id (argon2-cffi, OWASP's first choice), the only place that knows the algorithm.

Hashes made before argon2 (werkzeug's scrypt, ``scrypt:...``) still verify and are replaced at the next sign-in.
"""
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from werkzeug.security import check_password_hash

MIN_PASSWORD_LENGTH = 6
MAX_PASSWORD_LENGTH = 128

_hasher = PasswordHasher()  # argon2id with the library's current recommended cost


def hash_password(password: str) -> str:
    """Salted argon2id hash of ``password``."""
    return _hasher.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    """True when ``password`` matches the stored hash (argon2id, or an older scrypt one)."""
    if password_hash.startswith("scrypt:"):
        return check_password_hash(password_hash, password)
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(password_hash: str) -> bool:
    """True when the hash is older than today's algorithm or cost."""
    return password_hash.startswith("scrypt:") or _hasher.check_needs_rehash(password_hash)
