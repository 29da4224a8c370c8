!     Solver flags, shared by the C and Fortran interfaces;
!     written for this fixture.

      integer SOLVER_FLAG_A
      parameter (SOLVER_FLAG_A = 1)
