/** A bill's or a purchase's line as its returns read it: its model, what it moved at what price, and what saved returns took back. */
export interface ReturnableLine {
  id: number;
  m_id: number;
  name: string;
  srl_avl: number;
  qty: string;
  /** The price the line was sold or bought at. */
  unit_price: string;
  /** Returned already by saved returns. */
  returned: string;
}
