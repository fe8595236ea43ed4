; SIMPLE CHOPSTICKS with finger count 2 (Dailly, Gledel, Nowakowski, Santos 2024): the theorems below follow from the outcome rule (each check-sat: unsat = proved)
; Written by partizan/prove. lk (rk) = how many of Left's (Right's) hands hold k fingers.
; The moves, derived from the library's rules (a hand a attacks a hand d: d becomes a + d, removed past 2):
;   Left 1 -> 1: the hand becomes 2
;   Left 2 -> 1: the hand is removed
;   Left 1..2 -> 2: the hand is removed
;   Right 1 -> 1: the hand becomes 2
;   Right 2 -> 1: the hand is removed
;   Right 1..2 -> 2: the hand is removed
(set-logic QF_LIA)
(define-fun left-first-wins ((l1 Int) (l2 Int) (r1 Int) (r2 Int)) Bool
  (let ((a l1))
  (let ((b l2))
  (let ((c r1))
  (let ((d r2))
  (ite (or (= (+ a b) 0) (= (+ c d) 0))
    false
  (ite (>= (+ a b) (+ c d 2))
    true
  (ite (>= (+ c d) (+ a b 2))
    false
  (ite (= (+ a b) (+ c d))
    (ite (and (= b 0) (= d 0) (= (mod a 2) 1) (= (mod c 2) 1))
      false
    (ite (and (= b 0) (not (= d 0)) (= (mod c 2) 1))
      true
    (ite (and (= d 0) (not (= b 0)) (= (mod a 2) 1)) false true)))
  (ite (> (+ a b) (+ c d))
    (ite (and (= c 0) (= d 0)) false (ite (and (= d 0) (> b 0) (= (mod a 2) 1)) true true))
  (ite (and (= a 0) (= b 0)) false (ite (and (= b 0) (> d 0) (= (mod c 2) 1)) true false))))))))))))
(define-fun right-first-wins ((l1 Int) (l2 Int) (r1 Int) (r2 Int)) Bool
  (let ((a l1))
  (let ((b l2))
  (let ((c r1))
  (let ((d r2))
  (ite (or (= (+ a b) 0) (= (+ c d) 0))
    false
  (ite (>= (+ a b) (+ c d 2))
    false
  (ite (>= (+ c d) (+ a b 2))
    true
  (ite (= (+ a b) (+ c d))
    (ite (and (= b 0) (= d 0) (= (mod a 2) 1) (= (mod c 2) 1))
      false
    (ite (and (= b 0) (not (= d 0)) (= (mod c 2) 1))
      false
    (ite (and (= d 0) (not (= b 0)) (= (mod a 2) 1)) true true)))
  (ite (> (+ a b) (+ c d))
    (ite (and (= c 0) (= d 0)) false (ite (and (= d 0) (> b 0) (= (mod a 2) 1)) true false))
  (ite (and (= a 0) (= b 0)) false (ite (and (= b 0) (> d 0) (= (mod c 2) 1)) true true))))))))))))
(declare-const l1 Int)
(declare-const l2 Int)
(declare-const r1 Int)
(declare-const r2 Int)
(assert (and (>= l1 0) (>= l2 0) (>= r1 0) (>= r2 0)))
; theorem theorem4 (line 31)
(push 1)
(assert (not
  (and
    (=> (and (> (+ l1 l2) (+ r1 r2)) (>= (+ r1 r2) 1)) (left-first-wins l1 l2 r1 r2))
    (=> (and (> (+ r1 r2) (+ l1 l2)) (>= (+ l1 l2) 1)) (right-first-wins l1 l2 r1 r2)))))
(check-sat)
(pop 1)
; theorem lemma1 (line 32)
(push 1)
(assert (not
  (and
    (=> (and (<= 1 (+ l1 l2)) (<= (+ (+ l1 l2) 2) (+ r1 r2))) (not (left-first-wins l1 l2 r1 r2)))
    (=> (and (<= 1 (+ r1 r2)) (<= (+ (+ r1 r2) 2) (+ l1 l2))) (not (right-first-wins l1 l2 r1 r2))))))
(check-sat)
(pop 1)
