"""Staff's promotion codes: the list with each code's uses and revenue, creating, changing, deactivating and deleting
(while unused) a code."""
