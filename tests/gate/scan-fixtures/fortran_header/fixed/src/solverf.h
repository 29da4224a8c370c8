!     Copyright (c) 1998 Lawrence Livermore National Security, LLC and other
!     HYPRE Project Developers.

      integer HYPRE_FLAG_A
      parameter (HYPRE_FLAG_A = 1)
