; SIMPLE CHOPSTICKS with finger count 3 (Dailly, Gledel, Nowakowski, Santos 2024): the theorems below follow from the outcome rule (each check-sat: unsat = proved)
; Written by partizan/prove. lk (rk) = how many of Left's (Right's) hands hold k fingers.
; The moves, derived from the library's rules (a hand a attacks a hand d: d becomes a + d, removed past 3):
;   Left 1 -> 1: the hand becomes 2
;   Left 2 -> 1: the hand becomes 3
;   Left 3 -> 1: the hand is removed
;   Left 1 -> 2: the hand becomes 3
;   Left 2..3 -> 2: the hand is removed
;   Left 1..3 -> 3: the hand is removed
;   Right 1 -> 1: the hand becomes 2
;   Right 2 -> 1: the hand becomes 3
;   Right 3 -> 1: the hand is removed
;   Right 1 -> 2: the hand becomes 3
;   Right 2..3 -> 2: the hand is removed
;   Right 1..3 -> 3: the hand is removed
(set-logic QF_LIA)
(define-fun left-first-wins ((l1 Int) (l2 Int) (l3 Int) (r1 Int) (r2 Int) (r3 Int)) Bool
  (let ((a l1))
  (let ((b l2))
  (let ((c l3))
  (let ((d r1))
  (let ((e r2))
  (let ((f r3))
  (ite (or (= (+ l1 l2 l3) 0) (= (+ r1 r2 r3) 0))
    false
  (ite (>= (+ l1 l2 l3) (+ (+ r1 r2 r3) 2))
    true
  (ite (>= (+ r1 r2 r3) (+ (+ l1 l2 l3) 2))
    false
  (ite (= (+ l1 l2 l3) (+ r1 r2 r3))
    (ite
      (or
        (and (= a (+ l1 l2 l3)) (= f 0) (= (mod e 2) 1))
        (and (= d (+ r1 r2 r3)) (= c 0) (= (mod b 2) 1)))
      false
      (ite
        (or
          (and (= c 0) (>= b 1) (> d a) (= (mod (- d a) 2) 1) (or (= f 0) (= a 0)))
          (and (= a (+ l1 l2 l3)) (= (mod e 2) 1) (>= f 1)))
        true
        (ite
          (or
            (and (= f 0) (>= e 1) (> a d) (= (mod (- a d) 2) 1) (or (= c 0) (= d 0)))
            (and (= d (+ r1 r2 r3)) (= (mod b 2) 1) (>= c 1)))
          false
          true)))
  (ite (= (+ l1 l2 l3) (+ (+ r1 r2 r3) 1))
    (ite
      (and
        (= f 0)
        (or
          (and (= e 0) (>= c 1) (= (mod b 2) 1))
          (and (>= e 1) (>= (+ b c) 1) (> a d) (= (mod (- a d) 2) 1) (or (= d 0) (<= c 1)))))
      true
      true)
  (ite
    (and
      (= c 0)
      (or
        (and (= b 0) (>= f 1) (= (mod e 2) 1))
        (and (>= b 1) (>= (+ e f) 1) (> d a) (= (mod (- d a) 2) 1) (or (= a 0) (<= f 1)))))
    true
    false)))))))))))))
(define-fun right-first-wins ((l1 Int) (l2 Int) (l3 Int) (r1 Int) (r2 Int) (r3 Int)) Bool
  (let ((a l1))
  (let ((b l2))
  (let ((c l3))
  (let ((d r1))
  (let ((e r2))
  (let ((f r3))
  (ite (or (= (+ l1 l2 l3) 0) (= (+ r1 r2 r3) 0))
    false
  (ite (>= (+ l1 l2 l3) (+ (+ r1 r2 r3) 2))
    false
  (ite (>= (+ r1 r2 r3) (+ (+ l1 l2 l3) 2))
    true
  (ite (= (+ l1 l2 l3) (+ r1 r2 r3))
    (ite
      (or
        (and (= a (+ l1 l2 l3)) (= f 0) (= (mod e 2) 1))
        (and (= d (+ r1 r2 r3)) (= c 0) (= (mod b 2) 1)))
      false
      (ite
        (or
          (and (= c 0) (>= b 1) (> d a) (= (mod (- d a) 2) 1) (or (= f 0) (= a 0)))
          (and (= a (+ l1 l2 l3)) (= (mod e 2) 1) (>= f 1)))
        false
        (ite
          (or
            (and (= f 0) (>= e 1) (> a d) (= (mod (- a d) 2) 1) (or (= c 0) (= d 0)))
            (and (= d (+ r1 r2 r3)) (= (mod b 2) 1) (>= c 1)))
          true
          true)))
  (ite (= (+ l1 l2 l3) (+ (+ r1 r2 r3) 1))
    (ite
      (and
        (= f 0)
        (or
          (and (= e 0) (>= c 1) (= (mod b 2) 1))
          (and (>= e 1) (>= (+ b c) 1) (> a d) (= (mod (- a d) 2) 1) (or (= d 0) (<= c 1)))))
      true
      false)
  (ite
    (and
      (= c 0)
      (or
        (and (= b 0) (>= f 1) (= (mod e 2) 1))
        (and (>= b 1) (>= (+ e f) 1) (> d a) (= (mod (- d a) 2) 1) (or (= a 0) (<= f 1)))))
    true
    true)))))))))))))
(declare-const l1 Int)
(declare-const l2 Int)
(declare-const l3 Int)
(declare-const r1 Int)
(declare-const r2 Int)
(declare-const r3 Int)
(assert (and (>= l1 0) (>= l2 0) (>= l3 0) (>= r1 0) (>= r2 0) (>= r3 0)))
; theorem theorem4 (line 35)
(push 1)
(assert (not
  (and
    (=> (and (> (+ l1 l2 l3) (+ r1 r2 r3)) (>= (+ r1 r2 r3) 1)) (left-first-wins l1 l2 l3 r1 r2 r3))
    (=>
      (and (> (+ r1 r2 r3) (+ l1 l2 l3)) (>= (+ l1 l2 l3) 1))
      (right-first-wins l1 l2 l3 r1 r2 r3)))))
(check-sat)
(pop 1)
; theorem lemma1 (line 36)
(push 1)
(assert (not
  (and
    (=>
      (and (<= 1 (+ l1 l2 l3)) (<= (+ (+ l1 l2 l3) 2) (+ r1 r2 r3)))
      (not (left-first-wins l1 l2 l3 r1 r2 r3)))
    (=>
      (and (<= 1 (+ r1 r2 r3)) (<= (+ (+ r1 r2 r3) 2) (+ l1 l2 l3)))
      (not (right-first-wins l1 l2 l3 r1 r2 r3))))))
(check-sat)
(pop 1)
; theorem proposition4 (line 37)
(push 1)
(assert (not
  (let ((a l1))
  (let ((d r1))
  (=>
    (and (= a (+ l1 l2 l3)) (= d (+ r1 r2 r3)) (= (+ l1 l2 l3) (+ r1 r2 r3)) (>= (+ l1 l2 l3) 1))
    (and (left-first-wins l1 l2 l3 r1 r2 r3) (right-first-wins l1 l2 l3 r1 r2 r3)))))))
(check-sat)
(pop 1)
; theorem conjecture1 (line 39)
(push 1)
(assert (not
  (let ((a l1))
  (let ((b l2))
  (let ((c l3))
  (let ((d r1))
  (let ((e r2))
  (let ((f r3))
  (=>
    (and (= (+ l1 l2 l3) (+ r1 r2 r3)) (>= (+ l1 l2 l3) 1))
    (=
      (and (not (left-first-wins l1 l2 l3 r1 r2 r3)) (not (right-first-wins l1 l2 l3 r1 r2 r3)))
      (or
        (and (= a (+ l1 l2 l3)) (= f 0) (= (mod e 2) 1))
        (and (= d (+ r1 r2 r3)) (= c 0) (= (mod b 2) 1)))))))))))))
(check-sat)
(pop 1)
; theorem conjecture2 (line 41)
(push 1)
(assert (not
  (let ((a l1))
  (let ((b l2))
  (let ((c l3))
  (let ((d r1))
  (let ((e r2))
  (let ((f r3))
  (=>
    (and (= (+ l1 l2 l3) (+ r1 r2 r3)) (>= (+ l1 l2 l3) 2))
    (=
      (and (left-first-wins l1 l2 l3 r1 r2 r3) (not (right-first-wins l1 l2 l3 r1 r2 r3)))
      (or
        (and (= c 0) (>= b 1) (> d a) (< d (+ r1 r2 r3)) (= (mod (- d a) 2) 1) (or (= f 0) (= a 0)))
        (and (= a (+ l1 l2 l3)) (= (mod e 2) 1) (>= f 1)))))))))))))
(check-sat)
(pop 1)
; theorem conjecture3 (line 44)
(push 1)
(assert (not
  (=>
    (and (= (+ l1 l2 l3) (+ (+ r1 r2 r3) 1)) (>= (+ r1 r2 r3) 1))
    (or
      (and (left-first-wins l1 l2 l3 r1 r2 r3) (not (right-first-wins l1 l2 l3 r1 r2 r3)))
      (and (left-first-wins l1 l2 l3 r1 r2 r3) (right-first-wins l1 l2 l3 r1 r2 r3))))))
(check-sat)
(pop 1)
