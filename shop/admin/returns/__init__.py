"""Staff's returns and refunds: the shoppers' return requests (found by status, order, shopper or product), the steps
staff take on one (approve or refuse with a reason the shopper reads, mark the goods received, refund with or
without putting the stock back), refunds of an order's lines and delivery without a request, and the return rule of
each category."""
